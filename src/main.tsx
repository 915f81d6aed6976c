import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setupStore } from './app/store';
import { followCustomerTokenAcrossTabs } from './app/crossTab';
import { refreshAdminSession } from './state/session';
import { loadMessages } from './i18n/messages';

// The stored admin user is shown at once, then refreshed from the server (product-spec §4).
const store = setupStore();
void store.dispatch(refreshAdminSession());
followCustomerTokenAcrossTabs(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The reader's language is downloaded first, so the first render is already in it.
void loadMessages(store.getState().locale.locale).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  ),
);
