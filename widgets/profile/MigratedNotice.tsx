import { LazyView } from '../../src/flow/LazyView';

// Few profiles are migrated: the notice and its texts load when the profile says so, not with every page.
const details = () => import('./MigratedDetails');

/**
 * A migrated profile must reset its security questions before anything else (spec section 3). Shown on
 * the personal page (with the way there) and on the questions page itself (without a link to itself).
 */
export function MigratedNotice({ withLink }: { withLink: boolean }) {
  return <LazyView load={details} placeholder={false} render={({ MigratedDetails }) => <MigratedDetails withLink={withLink} />} />;
}
