import { describe, expect, it } from "vitest";
import { withoutNulBytes } from "~/lib/nul-bytes.server";

const byteByByte = (b: Buffer) => Buffer.from(b.filter((byte) => byte !== 0));

describe("withoutNulBytes", () => {
  it("drops React's padding between Bengali text and keeps every other byte", () => {
    const text = Buffer.from("<p>ড্যাশবোর্ড</p>");
    const padded = Buffer.concat([text.subarray(0, 7), Buffer.alloc(5), text.subarray(7), Buffer.alloc(1)]);
    expect(withoutNulBytes(padded).toString()).toBe("<p>ড্যাশবোর্ড</p>");
  });

  it("returns a clean document as it is", () => {
    const clean = Buffer.from("<html></html>");
    expect(withoutNulBytes(clean)).toBe(clean);
  });

  it("agrees with a byte-by-byte filter, NULs at the start, the end and in runs", () => {
    for (let i = 0; i < 500; i++) {
      const bytes = Buffer.from(Array.from({ length: i % 40 }, (_, j) => ((i * 7 + j * 13) % 5 < 2 ? 0 : 65 + (j % 3))));
      expect(withoutNulBytes(bytes)).toEqual(byteByByte(bytes));
    }
  });
});
