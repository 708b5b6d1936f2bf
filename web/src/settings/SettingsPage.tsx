// /d/settings: the settings hub, a grid of cards chosen for the viewer (settingsCards.ts).
import { lazy, Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SettingsPageQuery } from '../__generated__/SettingsPageQuery.graphql';
import { useSession } from '../auth/session';
import { SyncDataNowCard } from '../integrations/SyncDataNowCard';
import { AiStatusCard } from './AiStatusCard';
import { NotificationSettingsModal } from './NotificationSettingsModal';
import { SettingsCard } from './SettingsCard';
import { visibleSettingsCards } from './settingsCards';
import { VeterinaryPinCard } from './VeterinaryPinCard';

// Only client admins open it: it downloads when first opened.
const FollowUpSettingsModal = lazy(async () => ({ default: (await import('../follow-ups/FollowUpSettingsModal')).FollowUpSettingsModal }));
// Admins only, and rarely: the FHIR import downloads when first opened.
const FhirImportModal = lazy(async () => ({ default: (await import('../fhir-import/FhirImportModal')).FhirImportModal }));

const settingsPageQuery = graphql`
  query SettingsPageQuery {
    ...VeterinaryPinCard_query
    activeClinic {
      appointmentSettings {
        ...NotificationSettingsModal_settings
      }
      followUpSettings {
        ...FollowUpSettingsModal_settings
      }
    }
  }
`;

export interface SettingsLoaderData {
  queryRef: PreloadedQuery<SettingsPageQuery>;
}

export function SettingsPage() {
  const { queryRef } = useLoaderData() as SettingsLoaderData;
  const data = usePreloadedQuery(settingsPageQuery, queryRef);
  const { activeClinic } = data;
  const viewer = useSession()?.viewer;
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [remindersOpen, setRemindersOpen] = useState(false);
  const [fhirImportOpen, setFhirImportOpen] = useState(false);
  const cards = visibleSettingsCards({
    isSuperAdmin: viewer?.user.isSuperAdmin === true,
    isClientAdmin: viewer?.user.isClientAdmin === true,
    permissions: (viewer?.permissions ?? []).map((permission) => permission.name),
  });
  const settings = activeClinic?.appointmentSettings ?? null;
  const followUpSettings = activeClinic?.followUpSettings ?? null;

  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="sr-only">
        Settings
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => {
          if (card.to) {
            return (
              <li key={card.id}>
                <SettingsCard title={card.title} description={card.description} to={card.to} />
              </li>
            );
          }
          if (card.id === 'notification-settings') {
            return (
              <li key={card.id}>
                <SettingsCard
                  title={card.title}
                  description={settings ? card.description : 'Available once you work in a clinic.'}
                  disabled={!settings}
                  onSelect={() => setNotificationsOpen(true)}
                />
              </li>
            );
          }
          if (card.id === 'estimate-reminders') {
            return (
              <li key={card.id}>
                <SettingsCard
                  title={card.title}
                  description={followUpSettings ? card.description : 'Available once you work in a clinic.'}
                  disabled={!followUpSettings}
                  onSelect={() => setRemindersOpen(true)}
                />
              </li>
            );
          }
          if (card.id === 'fhir-import') {
            return (
              <li key={card.id}>
                <SettingsCard title={card.title} description={card.description} onSelect={() => setFhirImportOpen(true)} />
              </li>
            );
          }
          if (card.id === 'ai-assistant') {
            return (
              <li key={card.id}>
                <AiStatusCard title={card.title} />
              </li>
            );
          }
          if (card.id === 'veterinary-pin') {
            return (
              <li key={card.id}>
                <VeterinaryPinCard title={card.title} description={card.description} query={data} />
              </li>
            );
          }
          // Sync Data Now belongs to the integrations area, which owns the sync call and its messages.
          return (
            <li key={card.id}>
              <SyncDataNowCard title={card.title} description={card.description} />
            </li>
          );
        })}
      </ul>
      {settings && <NotificationSettingsModal open={notificationsOpen} onOpenChange={setNotificationsOpen} settings={settings} />}
      {followUpSettings && remindersOpen && (
        <Suspense fallback={null}>
          <FollowUpSettingsModal open={remindersOpen} onOpenChange={setRemindersOpen} settings={followUpSettings} />
        </Suspense>
      )}
      {fhirImportOpen && (
        <Suspense fallback={null}>
          <FhirImportModal open={fhirImportOpen} onOpenChange={setFhirImportOpen} />
        </Suspense>
      )}
    </section>
  );
}
