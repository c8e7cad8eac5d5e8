import type { Contact } from "@contract";
import { NEW_TAB, telUrl, whatsAppUrl } from "~/lib/links";
import { Icon } from "./Icon";

/**
 * `<details open>`: expanded by default everywhere; on small screens the visitor can fold a card away,
 * and on wide screens CSS makes the summary inert so the card stays open. Works without JavaScript.
 * Phone numbers stay in Latin digits so they can be dialled and copied.
 */
export function ContactCard({ contact }: { contact: Contact }) {
  return (
    <details open className="card contact-card" data-contact-id={contact.id}>
      <summary className="contact-card__summary">
        <h3 className="card__title">{contact.department}</h3>
      </summary>
      <ul className="contact-card__list">
        <li>
          <Icon name="phone" className="contact-card__icon" />
          <a href={telUrl(contact.phone)} data-contact="phone">
            {contact.phone}
          </a>
        </li>
        {contact.whatsapp ? (
          <li>
            <Icon name="whatsapp" className="contact-card__icon" />
            <a href={whatsAppUrl(contact.whatsapp.group_phone)} data-contact="whatsapp" {...NEW_TAB}>
              {contact.whatsapp.group_title} <span className="contact-card__number">({contact.whatsapp.group_phone})</span>
            </a>
          </li>
        ) : null}
        {contact.fb_page ? (
          <li>
            <Icon name="facebook" className="contact-card__icon" />
            <a href={contact.fb_page.link} data-contact="fb-page" {...NEW_TAB}>
              {contact.fb_page.name}
            </a>
          </li>
        ) : null}
        {contact.fb_group ? (
          <li>
            <Icon name="group" className="contact-card__icon" />
            <a href={contact.fb_group.link} data-contact="fb-group" {...NEW_TAB}>
              {contact.fb_group.name}
            </a>
          </li>
        ) : null}
        {contact.website ? (
          <li>
            <Icon name="web" className="contact-card__icon" />
            <a href={contact.website.link} data-contact="website" {...NEW_TAB}>
              {contact.website.name}
            </a>
          </li>
        ) : null}
      </ul>
    </details>
  );
}
