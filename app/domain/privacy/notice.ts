// The privacy notice's version: a consent records which notice the person saw, so a changed notice
// gets a new version (its date of publication).
export const NOTICE_VERSION = "2026-11-29";
