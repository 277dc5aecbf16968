export { ensureDicts, useDictStore } from './dictStore';
export { useChoices, useLabelMaps, type Choice } from './useChoices';
export { useServerLabel } from './useServerLabel';
export { DictLabel } from './DictLabel';
export { StatusTag } from './StatusTag';
export { useCityOptions, useCommonList, useListOptions, type CommonListName } from './commonLists';
