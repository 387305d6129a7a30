import { useSession } from '@arms/api-client';
import { homePath } from '@arms/domain';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Guard } from './Guard';
import { MainLayout } from './MainLayout';
import { screens } from './screens';
import { LoginScreen } from './screens/LoginScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { TransportDialogs } from './TransportDialogs';

/** Home sends each role to its start page (spec section 4: the jobs list for non-recruiter roles). */
function Home() {
  const state = useSession();
  if (state.status !== 'authenticated') return null;
  const target = homePath({
    role: state.user.role,
    permissions: state.user.permissions,
    companyId: state.user.companyId,
  });
  return <Navigate to={target === '/' ? '/jobs' : target} replace />;
}

export function App() {
  return (
    <>
      <TransportDialogs />
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route
          path="/"
          element={
            <Guard>
              <Home />
            </Guard>
          }
        />
        {Object.entries(screens).map(([path, Screen]) => (
          <Route
            key={path}
            path={path}
            element={
              <Guard>
                <MainLayout>
                  <Screen />
                </MainLayout>
              </Guard>
            }
          />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </>
  );
}
