import { describe, expect, it } from "vitest";
import { youTubeEmbedUrl, youTubeId, youTubeThumb, youTubeWatchUrl } from "~/lib/youtube";

describe("youTubeId", () => {
  it("accepts embed URLs", () => {
    expect(youTubeId("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youTubeId("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0")).toBe("dQw4w9WgXcQ");
  });
  it("accepts watch URLs with a v parameter", () => {
    expect(youTubeId("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youTubeId("https://m.youtube.com/watch?feature=share&v=aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
  });
  it("rejects watch URLs without v", () => {
    expect(youTubeId("https://www.youtube.com/watch")).toBeNull();
    expect(youTubeId("https://www.youtube.com/watch?list=PL123")).toBeNull();
  });
  it("rejects youtu.be short links (spec §5 allows only embed or watch-with-v)", () => {
    expect(youTubeId("https://youtu.be/dQw4w9WgXcQ")).toBeNull();
  });
  it("rejects other hosts, other paths and junk", () => {
    expect(youTubeId("https://vimeo.com/embed/dQw4w9WgXcQ")).toBeNull();
    expect(youTubeId("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youTubeId("https://www.youtube.com/channel/UC123")).toBeNull();
    expect(youTubeId("https://www.youtube.com/embed/bad id!")).toBeNull();
    expect(youTubeId("javascript:alert(1)//youtube.com/embed/dQw4w9WgXcQ")).toBeNull();
    expect(youTubeId("not a url")).toBeNull();
    expect(youTubeId("")).toBeNull();
    expect(youTubeId(null)).toBeNull();
  });
});

describe("YouTube URLs", () => {
  it("derives thumbnail, nocookie autoplay embed and watch page from the id", () => {
    expect(youTubeThumb("dQw4w9WgXcQ")).toBe("https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    expect(youTubeEmbedUrl("dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(youTubeWatchUrl("dQw4w9WgXcQ")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });
});
