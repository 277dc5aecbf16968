import { tr } from '../../glossary';
import type { OriginRow, TemplateRow } from '../../domains/lookup/tables';
import type { CategoryRow } from '../../domains/platform/tables';

/** Category tree: major (大类) → medium (中类, the "lessMajor" lookup) → sub (小类). */
type Cat = [id: string, zh: string, en: string, children?: Cat[]];
const TREE: Cat[] = [
  [
    '10',
    '休闲食品',
    'Snacks',
    [
      [
        '1001',
        '饼干糕点',
        'Biscuits and pastries',
        [
          ['100101', '饼干', 'Biscuits'],
          ['100102', '糕点', 'Pastries'],
        ],
      ],
      [
        '1002',
        '糖果巧克力',
        'Candy and chocolate',
        [
          ['100201', '糖果', 'Candy'],
          ['100202', '巧克力', 'Chocolate'],
        ],
      ],
      [
        '1003',
        '坚果炒货',
        'Nuts and roasted seeds',
        [
          ['100301', '坚果', 'Nuts'],
          ['100302', '瓜子', 'Sunflower seeds'],
        ],
      ],
    ],
  ],
  [
    '11',
    '粮油调味',
    'Grain, oil and seasoning',
    [
      [
        '1101',
        '米面杂粮',
        'Rice, flour and grains',
        [
          ['110101', '大米', 'Rice'],
          ['110102', '面粉', 'Flour'],
        ],
      ],
      [
        '1102',
        '食用油',
        'Cooking oil',
        [
          ['110201', '花生油', 'Peanut oil'],
          ['110202', '调和油', 'Blended oil'],
        ],
      ],
      [
        '1103',
        '调味品',
        'Seasoning',
        [
          ['110301', '酱油', 'Soy sauce'],
          ['110302', '醋', 'Vinegar'],
        ],
      ],
    ],
  ],
  [
    '12',
    '酒水饮料',
    'Drinks',
    [
      [
        '1201',
        '饮料',
        'Soft drinks',
        [
          ['120101', '包装水', 'Bottled water'],
          ['120102', '茶饮料', 'Tea drinks'],
          ['120103', '果汁', 'Juice'],
        ],
      ],
      [
        '1202',
        '酒类',
        'Alcohol',
        [
          ['120201', '啤酒', 'Beer'],
          ['120202', '白酒', 'Baijiu'],
        ],
      ],
    ],
  ],
  [
    '13',
    '日化用品',
    'Household chemicals',
    [
      [
        '1301',
        '洗护用品',
        'Personal care',
        [
          ['130101', '洗发水', 'Shampoo'],
          ['130102', '沐浴露', 'Shower gel'],
        ],
      ],
      [
        '1302',
        '家居清洁',
        'Home cleaning',
        [
          ['130201', '洗衣液', 'Laundry detergent'],
          ['130202', '洗洁精', 'Dish soap'],
        ],
      ],
    ],
  ],
  [
    '14',
    '生鲜',
    'Fresh food',
    [
      [
        '1401',
        '水果',
        'Fruit',
        [
          ['140101', '进口水果', 'Imported fruit'],
          ['140102', '国产水果', 'Domestic fruit'],
        ],
      ],
      [
        '1402',
        '肉禽蛋',
        'Meat, poultry and eggs',
        [
          ['140201', '猪肉', 'Pork'],
          ['140202', '鸡蛋', 'Eggs'],
        ],
      ],
    ],
  ],
  [
    '15',
    '乳制品',
    'Dairy',
    [
      [
        '1501',
        '液态奶',
        'Liquid milk',
        [
          ['150101', '常温奶', 'UHT milk'],
          ['150102', '低温奶', 'Chilled milk'],
        ],
      ],
      [
        '1502',
        '酸奶',
        'Yoghurt',
        [
          ['150201', '常温酸奶', 'Ambient yoghurt'],
          ['150202', '低温酸奶', 'Chilled yoghurt'],
        ],
      ],
    ],
  ],
];

function build(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const walk = (cats: Cat[], level: 1 | 2 | 3, parentId: string | null) => {
    for (const [id, zh, en, children] of cats) {
      rows.push({ id, name: tr(zh, en), level, parentId });
      if (children) walk(children, (level + 1) as 2 | 3, id);
    }
  };
  walk(TREE, 1, null);
  return rows;
}

// Built (and their names declared) when the module loads: a database loaded from storage seeds
// nothing, yet the server's en-US texts must name every category.
const ROWS = build();

export function categoryRows(): CategoryRow[] {
  return ROWS.map((r) => ({ ...r }));
}

/** Product templates for the goods seed: [subCategoryId, name, brand, spec, unit, origin, shelfLife, tempLow, tempHigh, salePrice, taxRate, weightType]. */
export type GoodsTemplate = [
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number | null,
  number | null,
  number,
  number,
  1 | 2 | 3 | 4,
];
export const GOODS_TEMPLATES: GoodsTemplate[] = [
  ['100101', '奥利奥夹心饼干原味', '奥利奥', '97g', '盒', '广东东莞', 365, null, null, 6.9, 13, 1],
  ['100101', '嘉士利早餐饼干', '嘉士利', '400g', '袋', '广东江门', 270, null, null, 12.8, 13, 1],
  ['100102', '稻香村蛋黄酥', '稻香村', '330g', '盒', '北京', 90, null, null, 29.9, 13, 1],
  ['100201', '阿尔卑斯硬糖混合口味', '阿尔卑斯', '150g', '袋', '上海', 540, null, 25, 11.5, 13, 2],
  ['100202', '德芙丝滑牛奶巧克力', '德芙', '252g', '碗', '北京', 365, 10, 25, 49.9, 13, 1],
  ['100301', '三只松鼠每日坚果', '三只松鼠', '750g', '盒', '安徽芜湖', 180, null, 25, 99, 13, 1],
  ['100302', '洽洽香瓜子', '洽洽', '308g', '袋', '安徽合肥', 240, null, null, 10.9, 13, 1],
  ['110101', '金龙鱼东北大米', '金龙鱼', '5kg', '袋', '黑龙江五常', 365, null, null, 39.9, 9, 3],
  ['110102', '香雪高筋小麦粉', '香雪', '2.5kg', '袋', '广东东莞', 270, null, null, 18.5, 9, 3],
  ['110201', '鲁花5S压榨一级花生油', '鲁花', '5L', '桶', '山东莱阳', 540, null, null, 169.9, 9, 3],
  ['110202', '福临门调和油', '福临门', '5L', '桶', '天津', 540, null, null, 69.9, 9, 3],
  ['110301', '海天金标生抽', '海天', '1.28L', '瓶', '广东佛山', 720, null, null, 15.8, 13, 1],
  ['110301', '李锦记薄盐生抽', '李锦记', '500ml', '瓶', '广东江门', 720, null, null, 12.9, 13, 1],
  ['110302', '恒顺香醋', '恒顺', '580ml', '瓶', '江苏镇江', 720, null, null, 8.9, 13, 1],
  ['120101', '怡宝纯净水', '怡宝', '555ml*24', '箱', '广东深圳', 365, null, null, 28.8, 13, 3],
  ['120101', '农夫山泉饮用天然水', '农夫山泉', '550ml*24', '箱', '浙江杭州', 365, null, null, 29.9, 13, 3],
  ['120102', '康师傅冰红茶', '康师傅', '500ml', '瓶', '天津', 270, null, null, 3.5, 13, 1],
  ['120103', '汇源100%橙汁', '汇源', '1L', '盒', '北京', 300, null, null, 15.9, 13, 1],
  ['120201', '华润雪花啤酒勇闯天涯', '雪花', '500ml*12', '箱', '辽宁沈阳', 365, null, null, 52, 13, 3],
  ['120201', '青岛啤酒经典', '青岛', '330ml*24', '箱', '山东青岛', 365, null, null, 79, 13, 3],
  ['120202', '五粮液普五', '五粮液', '500ml', '瓶', '四川宜宾', 0, null, null, 1099, 13, 1],
  ['130101', '海飞丝去屑洗发水', '海飞丝', '400ml', '瓶', '广东广州', 1095, null, null, 42.9, 13, 1],
  ['130102', '六神清凉沐浴露', '六神', '750ml', '瓶', '上海', 1095, null, null, 29.9, 13, 1],
  ['130201', '蓝月亮深层洁净洗衣液', '蓝月亮', '3kg', '瓶', '广东广州', 1095, null, null, 49.9, 13, 3],
  ['130202', '立白洗洁精', '立白', '1.45kg', '瓶', '广东广州', 1095, null, null, 13.9, 13, 1],
  ['140101', '智利进口车厘子JJ级', '佳沛', '2.5kg', '箱', '智利', 20, 0, 4, 268, 9, 4],
  ['140102', '广西沃柑', '源味', '2.5kg', '箱', '广西南宁', 15, 5, 10, 39.9, 9, 4],
  ['140201', '壹号土猪五花肉', '壹号土猪', '500g', '盒', '广东广州', 5, 0, 4, 35.8, 9, 4],
  ['140202', '德青源鲜鸡蛋', '德青源', '30枚', '盒', '北京', 30, 0, 7, 32.9, 9, 2],
  ['150101', '蒙牛特仑苏纯牛奶', '特仑苏', '250ml*12', '箱', '内蒙古呼和浩特', 180, null, null, 65, 13, 3],
  ['150101', '伊利纯牛奶', '伊利', '250ml*24', '箱', '内蒙古呼和浩特', 180, null, null, 69.9, 13, 3],
  ['150102', '光明鲜牛奶', '光明', '950ml', '瓶', '上海', 7, 2, 6, 16.8, 9, 1],
  ['150201', '安慕希希腊风味酸奶', '安慕希', '205g*12', '箱', '内蒙古呼和浩特', 150, null, null, 66, 13, 3],
  ['150202', '简爱原味酸奶', '简爱', '135g*3', '组', '湖北武汉', 21, 2, 6, 19.9, 13, 1],
];

export const ORIGINS: OriginRow[] = [
  ['001', '广东深圳', '广东省', false],
  ['002', '广东广州', '广东省', false],
  ['003', '广东东莞', '广东省', false],
  ['004', '广东佛山', '广东省', false],
  ['005', '广东江门', '广东省', false],
  ['006', '北京', '北京市', false],
  ['007', '上海', '上海市', false],
  ['008', '天津', '天津市', false],
  ['009', '浙江杭州', '浙江省', false],
  ['010', '江苏镇江', '江苏省', false],
  ['011', '安徽芜湖', '安徽省', false],
  ['012', '安徽合肥', '安徽省', false],
  ['013', '黑龙江五常', '黑龙江省', false],
  ['014', '山东莱阳', '山东省', false],
  ['015', '山东青岛', '山东省', false],
  ['016', '四川宜宾', '四川省', false],
  ['017', '辽宁沈阳', '辽宁省', false],
  ['018', '内蒙古呼和浩特', '内蒙古自治区', false],
  ['019', '广西南宁', '广西壮族自治区', false],
  ['020', '湖北武汉', '湖北省', false],
  ['101', '智利', '进口', true],
  ['102', '澳大利亚', '进口', true],
  ['103', '新西兰', '进口', true],
  ['104', '泰国', '进口', true],
].map(([originId, originName, provinceName, imported]) => ({
  originId: String(originId),
  originName: String(originName),
  provinceName: String(provinceName),
  imported: Boolean(imported),
}));

export const TEMPLATES: Array<Omit<TemplateRow, 'createDate'>> = [
  ['T001', '年度购销合同模板', '1', tr('合同模板', 'Contract template')],
  ['T002', '联营合同模板', '1', tr('合同模板', 'Contract template')],
  ['T003', '促销员管理协议模板', '2', tr('协议模板', 'Agreement template')],
  ['T004', '票易通协议模板', '2', tr('协议模板', 'Agreement template')],
  ['T005', '到货提醒邮件模板', '3', tr('邮件模板', 'Mail template')],
  ['T006', '证照到期提醒模板', '3', tr('邮件模板', 'Mail template')],
].map(([tempId, tempName, tempType, tempTypeName]) => ({ tempId, tempName, tempType, tempTypeName }));
