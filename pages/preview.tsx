import ErrorSummary from '@/components/forms/ErrorSummary';
import PostFields from '@/components/forms/PostFields';
import styles from '@/components/forms/Form.module.css';
import Seo from '@/components/seo/Seo';
import { useFormFlash } from '@/hooks/use-form-flash';
import { readFlash } from '@/lib/http/flash';
import { slugPath } from '@/lib/http/return-path';
import { withPreview } from '@/lib/page-context';
import { getPreviewAccess } from '@/lib/preview';
import { PREVIEW_FORM_PATH } from '@/lib/site';

interface PreviewPageProps {
  /** The page to open in draft mode, as a path of this site. */
  path: string;
  /** 'form': the embedded content's secret is typed here. 'link': hosted content, whose previews open from the Studio. */
  access: 'form' | 'link';
}

const FORM_ID = 'preview';

/**
 * 'Preview drafts': where an editor of the embedded content types the shop's preview secret. The form posts it to
 * /api/preview, which turns draft mode on and opens the page, so the secret never goes into a URL (the browser's
 * history, a proxy's log, a Referer). Works without JavaScript; a wrong secret comes back here with its message.
 */
export default function PreviewPage({ path, access }: PreviewPageProps) {
  const mine = useFormFlash(FORM_ID);
  const errors = mine?.errors ?? [];
  const secretError = errors.find((error) => error.field === 'secret');
  return (
    <>
      <Seo title="Preview drafts" path={PREVIEW_FORM_PATH} noindex />
      <h1>Preview drafts</h1>
      {access === 'link' ? (
        <p className="page-intro">This shop&apos;s content is edited in its Studio. Open a draft from there with &apos;Open preview&apos;.</p>
      ) : (
        <>
          <p className="page-intro">
            Type this shop&apos;s preview secret to see <strong>{path}</strong> with its unpublished changes. Draft mode stays on in this browser until you
            press &apos;Exit Preview&apos;.
          </p>
          <form method="post" action="/api/preview" className={styles.form} aria-label="Preview drafts">
            <PostFields form={FORM_ID} />
            <ErrorSummary errors={errors} />
            <input type="hidden" name="slug" value={path} />
            <div className={styles.field}>
              <label htmlFor="field-secret">Preview secret</label>
              <input
                id="field-secret"
                name="secret"
                type="password"
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                required
                aria-invalid={secretError ? true : undefined}
                aria-describedby="field-secret-hint"
              />
              <p id="field-secret-hint" className={styles.hint}>
                The shop&apos;s PREVIEW_SECRET variable, or the file preview-secret in its data folder.
              </p>
            </div>
            <div className={styles.actions}>
              <button type="submit" className="button">
                Preview
              </button>
            </div>
          </form>
        </>
      )}
    </>
  );
}

export const getServerSideProps = withPreview(async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const access = await getPreviewAccess();
  return {
    props: {
      path: slugPath(context.query.slug),
      access: access.kind,
      flash: await readFlash(context),
    },
  };
});
