import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContactCard } from "~/components/ui/ContactCard";
import { EmptyState } from "~/components/ui/EmptyState";
import { PageHeader } from "~/components/ui/PageHeader";
import { pageMeta } from "~/components/ui/page-meta";
import { publicData } from "~/lib/public-data.server";

export const loader = async () => (await publicData("contactList")).data;
export const meta: MetaFunction = () =>
  pageMeta("যোগাযোগ", "ভর্তি, ক্লাস ও হিসাব সংক্রান্ত যেকোনো প্রয়োজনে সোপানের বিভাগভিত্তিক ফোন নম্বর, হোয়াটসঅ্যাপ ও ফেসবুক।");

export default function ContactDetails() {
  const contacts = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="যোগাযোগ" lead="সংশ্লিষ্ট বিভাগে সরাসরি যোগাযোগ করুন" />
      <div className="container page-body">
        {contacts.length === 0 ? (
          <EmptyState message="এখনো কোনো যোগাযোগের তথ্য যোগ করা হয়নি" />
        ) : (
          <div className="card-grid card-grid--3">
            {contacts.map((c) => (
              <ContactCard key={c.id} contact={c} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
