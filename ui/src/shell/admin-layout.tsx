import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ErrorAlertBar } from './error-alert-bar';
import { MobileTopBar } from './mobile-top-bar';
import { NavigationDrawer } from './navigation-drawer';
import { PageSpinner } from './page-spinner';
import { SMALL_SCREEN_QUERY, useMediaQuery } from './use-media-query.hook';

/** The admin back-office frame: navigation, the error alert bar, and the page. */
export default function AdminLayout() {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return (
    <div className={`cairn-admin${small ? ' is-small' : ''}`}>
      {small ? <MobileTopBar /> : <NavigationDrawer />}
      <main className="cairn-admin-content">
        <ErrorAlertBar />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
