import { describe, expect, it } from "vitest";
import type { BatchSummary, EventDetails } from "@contract";
import { batchJsonLd, eventJsonLd, familyCoursesJsonLd, itemListJsonLd, jsonLdText } from "~/features/catalogue/structured-data";

const site = { origin: "https://sopan-pg.example", name: "সোপান মেডিকেল পিজি একাডেমি" };

const batch: BatchSummary = {
  id: 5,
  slug: "fcps-medicine-jan",
  title: "এফসিপিএস মেডিসিন — জানুয়ারি ব্যাচ",
  image: "/media/batches/fcps.svg",
  mode: "hybrid",
  branch: { slug: "dhaka", name: "ঢাকা–ফার্মগেট", address: "ফার্মগেট, ঢাকা" },
  venue: null,
  course: { id: 1, slug: "fcps-part-1", title: "এফসিপিএস পার্ট-১" },
  family: { slug: "fcps", title: "এফসিপিএস" },
  session: { id: 2, title: "জানুয়ারি ২০২৭", year: 2027 },
  categories: [{ slug: "fcps-part-1", title: "এফসিপিএস পার্ট-১" }],
  starts_at: "2027-01-10T10:00:00+06:00",
  enrollment_deadline: "2027-01-05T23:59:00+06:00",
  seats: 50,
  seats_left: 0,
  status: "full",
  fee: 15000,
  price: 13500,
  early_bird: { discount: 1500, deadline: "2026-12-01T00:00:00+06:00", active: true },
  alumni_discount: 2000,
  has_installments: false,
};

describe("JSON-LD text", () => {
  it("can never close its script element or open a comment, and stays the same JSON", () => {
    const data = {
      "@context": "https://schema.org" as const,
      "@type": "Course",
      name: "</script><script>alert(1)</script> <!-- & \u2028",
    };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("structured data", () => {
  it("describes a batch as a Course with an offer in taka and absolute URLs", () => {
    const ld = batchJsonLd(batch, site, "/batch-details/5", "");
    expect(ld["@type"]).toBe("Course");
    expect(ld.url).toBe("https://sopan-pg.example/batch-details/5");
    expect(ld.image).toBe("https://sopan-pg.example/media/batches/fcps.svg");
    expect(ld.description).toBe("এফসিপিএস পার্ট-১ — জানুয়ারি ২০২৭");
    expect(ld.offers).toMatchObject({ price: 13500, priceCurrency: "BDT", availability: "https://schema.org/SoldOut" });
    expect(ld.hasCourseInstance).toMatchObject({ courseMode: "blended", location: { name: "ঢাকা–ফার্মগেট" } });
    expect(ld.provider).toEqual({ "@type": "Organization", name: site.name, url: "https://sopan-pg.example/" });
  });

  it("numbers a list's entries from 1 with absolute URLs", () => {
    expect(
      itemListJsonLd(
        [
          { name: "ক", path: "/fcps-part-1/batches/1" },
          { name: "খ", path: "/fcps-part-1/batches/3" },
        ],
        site,
      ).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "ক", url: "https://sopan-pg.example/fcps-part-1/batches/1" },
      { "@type": "ListItem", position: 2, name: "খ", url: "https://sopan-pg.example/fcps-part-1/batches/3" },
    ]);
  });

  it("gives each course of a family its sessions as course instances", () => {
    const ld = familyCoursesJsonLd(
      {
        slug: "fcps",
        courses: [
          {
            title: "পার্ট-১",
            summary: "মেডিসিন",
            sessions: [{ title: "জানুয়ারি", starts_on: "2027-01-01", ends_on: "2027-06-30" }],
          },
        ],
      },
      site,
    );
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({ "@type": "Course", url: "https://sopan-pg.example/courses/fcps" });
    expect(ld[0]!.hasCourseInstance).toEqual([
      { "@type": "CourseInstance", name: "জানুয়ারি", startDate: "2027-01-01", endDate: "2027-06-30" },
    ]);
  });

  it("describes a hybrid event with both its place and its online link, and a free event at price 0", () => {
    const event: EventDetails = {
      id: 12,
      name: "সেমিনার",
      image: "/media/events/1.svg",
      type: 1,
      deadline: "2026-05-01T00:00:00+06:00",
      description_html: "<p>x</p>",
      venue: "বিএমএ ভবন",
      online_link: "https://meet.example/x",
      fee: 0,
      starts_at: "2026-05-02T15:00:00+06:00",
      ends_at: null,
      mode: "hybrid",
      is_free: true,
      registration_open: true,
    };
    const ld = eventJsonLd(event, site, "x");
    expect(ld.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(ld.location).toEqual([
      { "@type": "Place", name: "বিএমএ ভবন" },
      { "@type": "VirtualLocation", url: "https://meet.example/x" },
    ]);
    expect(ld.offers).toMatchObject({ price: 0, url: "https://sopan-pg.example/12/event" });
    expect("endDate" in JSON.parse(jsonLdText(ld))).toBe(false);
  });
});
