import type {DocSearchRecord} from '../../plugins/search/types';

/**
 * A DocSearch record as `plugins/search/records` writes one: `levels` fill
 * lvl0 to lvl3, `weight.level` follows the record type (lvl1 = 6 … content
 * = 0), and `position` is the record's order on its page.
 */
export function docSearchRecord({
  id,
  path,
  type,
  levels,
  content = null,
  anchor = null,
  position = 0,
  tags = ['default'],
}: {
  id: string;
  path: string;
  type: DocSearchRecord['type'];
  levels: string[];
  content?: string | null;
  anchor?: string | null;
  position?: number;
  tags?: string[];
}): DocSearchRecord {
  const [lvl0 = null, lvl1 = null, lvl2 = null, lvl3 = null] = levels;
  return {
    objectID: id,
    url: `${path}${anchor ? `#${anchor}` : ''}`,
    url_without_anchor: path,
    anchor,
    type,
    hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: tags,
    weight: {pageRank: 0, level: type === 'content' ? 0 : 7 - Number(type.slice(3)), position},
  };
}
