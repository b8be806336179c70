import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { logoutCall } from '../../src/contract/calls';
import { useWidget } from '../../src/element/context';
import { useFlow } from '../../src/flow/context';
import { useT } from '../../src/i18n/context';
import { myOrdersHref, PROFILE_MENU } from './menu';
import { useUniqueId } from '../../src/ui/ids';
import { clearAllDrafts } from '../../src/element/draft';

/**
 * The profile layout (spec section 2): the left menu with the current page marked for screen readers,
 * "my orders" only when the page config names its page, and sign out. On a phone the menu collapses
 * above the content behind a disclosure button (Escape closes it and returns focus to the button).
 */
export function ProfileLayout({ children }: { children: ComponentChildren }) {
  const { t } = useT();
  const { locale, config } = useWidget();
  const { href, route, api, go, fail } = useFlow();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useUniqueId('profile-menu');
  const orders = myOrdersHref(locale, config);

  // A page chosen in the collapsed menu closes it, so the phone shows the page, not the list.
  useEffect(() => setOpen(false), [route.path]);

  const signOut = async () => {
    setLeaving(true);
    const result = await api.call(logoutCall);
    setLeaving(false);
    if (!result.ok) return fail({ kind: 'failure', failure: result.failure });
    // Forgets what was typed and tells the other tabs; if that code cannot load, the forgetting at least.
    await import('../../src/element/draftOwner').then((m) => m.signedOutHere(), clearAllDrafts);
    // In place of this page: Back must not come to a signed-in page that would only send it to the login again.
    go('login', { query: { signedOut: 'true' }, replace: true });
  };

  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div class="mi-layout mi-layout-profile">
      <nav class="mi-menu" aria-label={t('layout.profileNav')} onKeyDown={onMenuKey}>
        <button type="button" class="mi-menu__toggle" ref={toggleRef} aria-expanded={open ? 'true' : 'false'} aria-controls={listId} onClick={() => setOpen(!open)}>
          {t('layout.menuToggle')}
        </button>
        <ul id={listId} class={`mi-menu__list${open ? ' mi-menu__list--open' : ''}`}>
          {PROFILE_MENU.map((item) => {
            const target = item.route ? href(item.route) : orders;
            if (!target) return null;
            const current = item.route !== undefined && route.route?.name === item.route;
            return (
              <li key={item.id}>
                <a href={target} aria-current={current ? 'page' : undefined}>
                  {t(item.labelKey)}
                </a>
              </li>
            );
          })}
        </ul>
        <button type="button" class="mi-button mi-button--secondary mi-menu__sign-out" aria-busy={leaving ? 'true' : undefined} disabled={leaving} onClick={() => void signOut()}>
          {t('layout.signOut')}
        </button>
      </nav>
      <div class="mi-layout__content">{children}</div>
    </div>
  );
}
