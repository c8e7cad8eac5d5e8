import { Form, useNavigation } from "@remix-run/react";
import { Avatar } from "~/components/layout/Avatar";
import type { LayoutDoctor } from "~/lib/app-data.server";

/**
 * The profile photo and its upload: a plain multipart form posted to /my/account (no JavaScript
 * needed). A refusal appears beside the field.
 */
export function PhotoForm({ doctor, error }: { doctor: LayoutDoctor; error: string | undefined }) {
  const busy = useNavigation().formAction?.startsWith("/my/account") ?? false;
  return (
    <section className="my-card photo-card" aria-labelledby="photo-title">
      <h2 id="photo-title">প্রোফাইলের ছবি</h2>
      <div className="photo-card__body">
        <Avatar doctor={doctor} size={96} />
        <Form method="post" action="/my/account?index" encType="multipart/form-data" className="photo-card__form">
          <label htmlFor="photo-file">নতুন ছবি (JPEG বা PNG, ১ মেগাবাইটের কম)</label>
          <input
            id="photo-file"
            type="file"
            name="photo"
            accept="image/jpeg,image/png"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "photo-error" : undefined}
          />
          {error ? (
            <p id="photo-error" className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            ছবি আপলোড করুন
          </button>
        </Form>
      </div>
    </section>
  );
}
