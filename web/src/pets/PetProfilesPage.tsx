// /d/pet-profiles (spec 001 section 2.4): the Pets and Pet Parents tabs (the tab is in the URL,
// ?tab=parents, so a reload keeps it) and the Add New Pet button for those who may add pets.
import { Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../auth/access';
import { Button, focusRing } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { notify } from '../ui/notifications/notificationStore';
import { PageSkeleton } from '../ui/Skeleton';
import { AddPetModal } from './AddPetModal';
import { ADD_PET } from './petAccess';

export const PET_PROFILE_TABS = [
  { key: 'pets', label: 'Pets' },
  { key: 'parents', label: 'Pet Parents' },
] as const;
export type PetProfilesTab = (typeof PET_PROFILE_TABS)[number]['key'];

export const petProfilesPath = (tab: PetProfilesTab) => (tab === 'pets' ? '/d/pet-profiles' : `/d/pet-profiles?tab=${tab}`);

interface PetProfilesPageProps {
  tab: PetProfilesTab;
  children: ReactNode;
}

export function PetProfilesPage({ tab, children }: PetProfilesPageProps) {
  const navigate = useNavigate();
  const canAdd = useAccess().can(ADD_PET);
  const [adding, setAdding] = useState(false);
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = PET_PROFILE_TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    navigate(petProfilesPath(PET_PROFILE_TABS[next]!.key));
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Pet Profiles</h2>
        {canAdd && <Button onClick={() => setAdding(true)}>Add New Pet</Button>}
      </div>
      <div role="tablist" aria-label="Pet profiles" className="flex gap-1 border-b border-slate-200">
        {PET_PROFILE_TABS.map((entry, index) => {
          const selected = entry.key === tab;
          return (
            <Link
              key={entry.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              to={petProfilesPath(entry.key)}
              role="tab"
              id={`pet-profiles-tab-${entry.key}`}
              aria-selected={selected}
              aria-controls="pet-profiles-panel"
              tabIndex={selected ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${focusRing} ${
                selected ? 'border-teal-700 text-teal-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {entry.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id="pet-profiles-panel" aria-labelledby={`pet-profiles-tab-${tab}`}>
        <ErrorBoundary
          key={tab}
          fallback={<p className="text-sm text-slate-600">This list could not be loaded. Please try again.</p>}
          onError={(error) => notify('error', 'Error', error.message || 'An Error Occurred')}
        >
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </ErrorBoundary>
      </div>
      {canAdd && <AddPetModal open={adding} onOpenChange={setAdding} />}
    </div>
  );
}
