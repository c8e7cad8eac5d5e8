/**
 * The course-details screen for the six families (spec §2: one screen, slug fixed per route).
 * One module with an allow-list rather than six route files that would differ only in a string:
 * the six URLs behave exactly like fixed routes (anything else is a 404 without an API call), and
 * a seventh family is one word in app/features/catalogue/families.ts.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CourseFamilyView } from "~/features/catalogue/CourseFamilyView";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { summarise } from "~/components/ui/page-meta";
import { publicOrigin } from "~/lib/config.server";
import { isCourseFamilySlug } from "~/features/catalogue/families";
import { notFound, orNotFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";

export const links = catalogueLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  if (!isCourseFamilySlug(params.slug)) notFound();
  const { data } = await orNotFound(publicData("courseFamily", { params: { slug: params.slug } }));
  return { family: data, origin: publicOrigin() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data && `${data.family.title} কোর্স`, summarise(data?.family.description_html ?? ""), {
    origin: data?.origin,
    canonical: data && `/courses/${data.family.slug}`,
  });

export default function CourseFamily() {
  const { family, origin } = useLoaderData<typeof loader>();
  return <CourseFamilyView family={family} origin={origin} />;
}
