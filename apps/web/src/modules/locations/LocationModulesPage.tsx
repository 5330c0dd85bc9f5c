import { Navigate } from 'react-router';

/** /location-modules on its own names no location: the list is where one is chosen. */
export default function LocationModulesPage() {
  return <Navigate to="/locations" replace />;
}
