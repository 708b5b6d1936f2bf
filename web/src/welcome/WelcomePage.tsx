// The landing page after sign-in: the Schedules of the clinic's practice-management system
// (spec 003 section 2.8), read through the thirdparty service; without a connected system the card
// says so rather than showing anything made up.
import { SchedulesCard } from '../practice/SchedulesCard';

export function WelcomePage() {
  return <SchedulesCard />;
}
