import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

// A data router around the route tree: it lets an edit screen hold back the browser's Back and Forward.
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
