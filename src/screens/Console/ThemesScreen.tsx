import { TagsPanel } from '../../features/console/curation/TagsPanel';
import { ThemesEditor } from '../../features/console/curation/ThemesEditor';

/** /console/themes: explore's themes, then its tags. */
export function ThemesScreen() {
  return (
    <>
      <ThemesEditor />
      <TagsPanel />
    </>
  );
}
