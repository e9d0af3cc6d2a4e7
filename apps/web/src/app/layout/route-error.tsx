import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LoadingImage } from '@/components/ui/loading-image';

/** §2.1: a route that fails to load logs an error and shows a loading image. */
export const RouteError = () => {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to load', error);
  }, [error]);
  return (
    <div className="route-error" data-testid="route-error">
      <LoadingImage />
    </div>
  );
};
