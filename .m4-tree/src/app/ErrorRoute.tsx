import { ServerErrorScreen } from './ErrorScreen';

/** The /error route's screen (its own module so the route table can load it lazily like the others). */
export function ErrorRouteScreen() {
  return <ServerErrorScreen />;
}
