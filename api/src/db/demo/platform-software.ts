// What runs on each demo operating system: the applications an event leaves from, their process names, the user's
// folders. The demo events, their lineage and the agents simulator take every OS-dependent field from here, so a Mac
// host never lists chrome.exe and a Windows host never an /Applications path.

/** The operating systems of the demo endpoints (catalog-org's PLATFORMS). */
export type DemoOs = 'Windows' | 'macOS' | 'Linux';

export const DEMO_OPERATING_SYSTEMS: readonly DemoOs[] = ['Windows', 'macOS', 'Linux'];

/** An application that does not exist on an OS, replaced by the one that does its job there. */
const SOURCE_ON: Readonly<Record<DemoOs, Readonly<Record<string, string>>>> = {
  Windows: {
    Safari: 'Google Chrome',
    'Apple Mail': 'Microsoft Outlook',
    Finder: 'Windows Explorer',
    iCloud: 'OneDrive',
    Screenshot: 'Snipping Tool',
  },
  macOS: {
    'Windows Explorer': 'Finder',
    'Snipping Tool': 'Screenshot',
  },
  Linux: {
    Safari: 'Mozilla Firefox',
    'Microsoft Edge': 'Mozilla Firefox',
    'Apple Mail': 'Thunderbird',
    'Microsoft Outlook': 'Thunderbird',
    'Windows Explorer': 'Files',
    Finder: 'Files',
    'Microsoft Word': 'LibreOffice Writer',
    'Microsoft Excel': 'LibreOffice Calc',
    'Adobe Acrobat': 'Document Viewer',
    'GitHub Desktop': 'git',
    OneDrive: 'Dropbox',
    iCloud: 'Dropbox',
    'Snipping Tool': 'Screenshot',
  },
};

/** Process names as each OS's agent reports them. */
const PROCESS_OF: Readonly<Record<DemoOs, Readonly<Record<string, string>>>> = {
  Windows: {
    'Google Chrome': 'chrome.exe',
    'Microsoft Edge': 'msedge.exe',
    'Mozilla Firefox': 'firefox.exe',
    git: 'git.exe',
    'GitHub Desktop': 'GitHubDesktop.exe',
    'Visual Studio Code': 'Code.exe',
    'Microsoft Outlook': 'OUTLOOK.EXE',
    'Windows Explorer': 'explorer.exe',
    'Microsoft Word': 'WINWORD.EXE',
    'Microsoft Excel': 'EXCEL.EXE',
    'Microsoft PowerPoint': 'POWERPNT.EXE',
    'Adobe Acrobat': 'Acrobat.exe',
    OneDrive: 'OneDrive.exe',
    Dropbox: 'Dropbox.exe',
    Slack: 'slack.exe',
    'Microsoft Teams': 'ms-teams.exe',
    'Snipping Tool': 'SnippingTool.exe',
    Editor: 'notepad.exe',
    Archiver: '7zFM.exe',
  },
  macOS: {
    'Google Chrome': 'Google Chrome',
    'Microsoft Edge': 'Microsoft Edge',
    'Mozilla Firefox': 'firefox',
    Safari: 'Safari',
    git: 'git',
    'GitHub Desktop': 'GitHub Desktop',
    'Visual Studio Code': 'Code',
    'Microsoft Outlook': 'Microsoft Outlook',
    'Apple Mail': 'Mail',
    Finder: 'Finder',
    'Microsoft Word': 'Microsoft Word',
    'Microsoft Excel': 'Microsoft Excel',
    'Microsoft PowerPoint': 'Microsoft PowerPoint',
    'Adobe Acrobat': 'AdobeAcrobat',
    OneDrive: 'OneDrive',
    iCloud: 'bird',
    Dropbox: 'Dropbox',
    Slack: 'Slack',
    'Microsoft Teams': 'MSTeams',
    Screenshot: 'screencaptureui',
    Editor: 'TextEdit',
    Archiver: 'Archive Utility',
  },
  Linux: {
    'Google Chrome': 'chrome',
    'Mozilla Firefox': 'firefox',
    Thunderbird: 'thunderbird',
    git: 'git',
    'Visual Studio Code': 'code',
    Files: 'nautilus',
    'LibreOffice Writer': 'soffice.bin',
    'LibreOffice Calc': 'soffice.bin',
    'LibreOffice Impress': 'soffice.bin',
    'Document Viewer': 'evince',
    Dropbox: 'dropbox',
    Slack: 'slack',
    'Microsoft Teams': 'teams-for-linux',
    Screenshot: 'gnome-screenshot',
    Editor: 'gedit',
    Archiver: 'file-roller',
  },
};

/** Whether `os` is one of the demo's operating systems. */
export function isDemoOs(os: string): os is DemoOs {
  return (DEMO_OPERATING_SYSTEMS as readonly string[]).includes(os);
}

/** The application that does `source`'s job on `os` (the source itself where it exists there). */
export function sourceOn(os: DemoOs, source: string): string {
  return SOURCE_ON[os][source] ?? source;
}

/** The process name `os`'s agent reports for an application (given as `sourceOn` names it). */
export function processOn(os: DemoOs, application: string): string {
  return PROCESS_OF[os][application] ?? application;
}

/** The folder separator and a user's home folder on `os`. */
export function homeFolder(os: DemoOs, username: string): { home: string; separator: string } {
  if (os === 'Windows') return { home: `C:\\Users\\${username}`, separator: '\\' };
  if (os === 'macOS') return { home: `/Users/${username}`, separator: '/' };
  return { home: `/home/${username}`, separator: '/' };
}

/** A folder under the user's home on `os` (`Documents`, `Desktop`). */
export function userFolder(os: DemoOs, username: string, folder: string): string {
  const { home, separator } = homeFolder(os, username);
  return `${home}${separator}${folder}`;
}

/** The user's Documents folder on `os`, with its trailing separator. */
export function documentsFolder(os: DemoOs, username: string): string {
  return `${userFolder(os, username, 'Documents')}${homeFolder(os, username).separator}`;
}

/** A file in the user's Documents folder on `os`. */
export function documentPath(os: DemoOs, username: string, fileName: string): string {
  return `${documentsFolder(os, username)}${fileName}`;
}

/**
 * The applications of the lineage's first steps on each OS, as the SQL of seed-activities reads them: the browser a
 * download comes through, the application that creates each file type, the file manager and the archiver, plus the
 * home folder's prefix and separator.
 */
export interface OsSoftware {
  browser: string;
  spreadsheet: string;
  wordProcessor: string;
  presentation: string;
  pdf: string;
  codeEditor: string;
  editor: string;
  fileManager: string;
  archiver: string;
  homePrefix: string;
  separator: string;
}

export function osSoftware(os: DemoOs): OsSoftware {
  const office = os === 'Linux';
  const { separator } = homeFolder(os, '');
  return {
    browser: processOn(os, 'Google Chrome'),
    spreadsheet: processOn(os, office ? 'LibreOffice Calc' : 'Microsoft Excel'),
    wordProcessor: processOn(os, office ? 'LibreOffice Writer' : 'Microsoft Word'),
    presentation: processOn(os, office ? 'LibreOffice Impress' : 'Microsoft PowerPoint'),
    pdf: processOn(os, sourceOn(os, 'Adobe Acrobat')),
    codeEditor: processOn(os, 'Visual Studio Code'),
    editor: processOn(os, 'Editor'),
    fileManager: processOn(os, sourceOn(os, 'Windows Explorer')),
    archiver: processOn(os, 'Archiver'),
    homePrefix: homeFolder(os, '').home,
    separator,
  };
}

/** Every OS's {@link osSoftware}, keyed by OS (the JSON the demo SQL joins on a device's operating system). */
export function softwareByOs(): Record<DemoOs, OsSoftware> {
  return { Windows: osSoftware('Windows'), macOS: osSoftware('macOS'), Linux: osSoftware('Linux') };
}
