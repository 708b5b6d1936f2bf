// The dashboard header's title, taken from the path: /d/hospital-setting → 'Hospital Setting'.
const NAMED: Record<string, string> = {
  requests: 'Lab Requests',
  embedding: 'AI Knowledge Base',
  payments: 'Payment History',
  'hospital-setting': 'Hospital Settings',
  'write-back': 'Write-back',
};

const words = (segment: string) =>
  segment
    .split('-')
    .flatMap((part) => part.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/))
    .filter(Boolean)
    .map((word) => (word.toLowerCase() === 'soap' ? 'SOAP' : word.charAt(0).toUpperCase() + word.slice(1)));

export function pageTitle(pathname: string): string {
  const [, prefix, section, ...rest] = pathname.split('/');
  if (prefix !== 'd' || !section) return 'Dashboard';
  if (section === 'pet-profiles' && rest[0] === 'pets') return 'Pet Profile';
  return NAMED[section] ?? words(decodeURIComponent(section)).join(' ');
}
