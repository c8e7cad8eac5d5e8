import { useNonce } from "~/components/layout/nonce";
import { jsonLdText, type JsonLd as Data, type Site } from "~/features/catalogue/structured-data";
import { useAppData } from "~/lib/use-app-data";

/**
 * schema.org data for search engines; `jsonLdText` keeps API text from closing the script element.
 * A data block never runs, but it carries the nonce like every other inline script of the page.
 */
export function JsonLd({ data }: { data: Data | Data[] }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** The publisher for structured data: the company name from app data at the origin the page was served from. */
export function useSite(origin: string): Site {
  return { origin, name: useAppData().company_name };
}
