import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { PageHeader } from "~/components/ui/PageHeader";
import { pageMeta } from "~/components/ui/page-meta";
import { publicData } from "~/lib/public-data.server";

export const loader = async () => (await publicData("gallery")).data;
export const meta: MetaFunction = () =>
  pageMeta("গ্যালারি", "সোপান মেডিকেল পিজি একাডেমির ক্লাস, সেমিনার, মিলনমেলা ও সাফল্যের মুহূর্তগুলোর ছবি।");

export default function Gallery() {
  const images = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="গ্যালারি" lead="ক্লাস, সেমিনার আর সাফল্যের কিছু মুহূর্ত" />
      <div className="container page-body">
        {images.length === 0 ? (
          <EmptyState message="এখনো কোনো ছবি যোগ করা হয়নি" />
        ) : (
          <ul className="gallery-grid">
            {images.map((img, i) => (
              <li key={img.id}>
                <figure className="gallery-item">
                  <a href={img.image} target="_blank" rel="noopener">
                    <img
                      src={img.image}
                      alt={img.title}
                      width={img.width}
                      height={img.height}
                      loading={i < 3 ? "eager" : "lazy"}
                      decoding="async"
                    />
                  </a>
                  <figcaption>{img.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
