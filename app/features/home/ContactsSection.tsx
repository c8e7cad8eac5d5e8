import { Link } from "~/components/ui/Link";
import type { Contact } from "@contract";
import { ContactCard } from "~/components/ui/ContactCard";
import { Icon } from "~/components/ui/Icon";
import { SKELETON_COUNTS, SkeletonList } from "~/components/ui/Skeleton";
import { HomeSection } from "./HomeSection";

export function ContactsSection({ contacts }: { contacts: Promise<Contact[] | null> }) {
  return (
    <HomeSection
      name="contacts"
      title="যোগাযোগ"
      lead="যেকোনো প্রয়োজনে সংশ্লিষ্ট বিভাগে যোগাযোগ করুন"
      data={contacts}
      skeleton={<SkeletonList shape="contact" count={SKELETON_COUNTS.contacts} className="card-grid card-grid--3" />}
      action={() => (
        <Link to="/contact-details" className="section-link">
          সব যোগাযোগ <Icon name="arrowRight" size={16} />
        </Link>
      )}
      hideWhen={(list) => list.length === 0}
    >
      {(list) => (
        <div className="card-grid card-grid--3">
          {list.map((c) => (
            <ContactCard key={c.id} contact={c} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
