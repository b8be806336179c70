import type { ComponentChildren } from 'preact';
import { useWidget } from '../element/context';
import { useT } from '../i18n/context';
import { LAYOUTS, myOrdersHref } from '../router/layouts';
import type { LayoutName } from '../router/routes';
import { useFlow } from './context';

/** Props of a layout frame. */
export interface LayoutProps {
  layout: LayoutName;
  children: ComponentChildren;
}

function ProfileMenu() {
  const { t } = useT();
  const { locale, config } = useWidget();
  const { href, route } = useFlow();
  const orders = myOrdersHref(locale, config);
  return (
    <nav class="mi-menu" aria-label={t('layout.profileNav')}>
      <ul>
        {LAYOUTS.profile.menu.map((item) => {
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
    </nav>
  );
}

/**
 * The five layouts of spec section 2. The profile layout adds its left menu (with "my orders");
 * the others differ in width and framing only, which the stylesheet decides from the class.
 */
export function Layout({ layout, children }: LayoutProps) {
  if (layout === 'profile') {
    return (
      <div class="mi-layout mi-layout-profile">
        <ProfileMenu />
        <div class="mi-layout__content">{children}</div>
      </div>
    );
  }
  return <div class={`mi-layout mi-layout-${layout}`}>{children}</div>;
}
