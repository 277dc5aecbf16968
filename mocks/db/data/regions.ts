import { tr } from '../../glossary';
import type { RegionRow } from '../../domains/platform/tables';

type Province = [
  id: string,
  name: string,
  en: string,
  cities: Array<[id: string, name: string, en: string, districts?: Array<[string, string, string]>]>,
];

const PROVINCES: Province[] = [
  [
    '440000',
    '广东省',
    'Guangdong',
    [
      [
        '440300',
        '深圳市',
        'Shenzhen',
        [
          ['440303', '罗湖区', 'Luohu'],
          ['440304', '福田区', 'Futian'],
          ['440305', '南山区', 'Nanshan'],
          ['440306', '宝安区', "Bao'an"],
          ['440307', '龙岗区', 'Longgang'],
        ],
      ],
      [
        '440100',
        '广州市',
        'Guangzhou',
        [
          ['440103', '荔湾区', 'Liwan'],
          ['440104', '越秀区', 'Yuexiu'],
          ['440106', '天河区', 'Tianhe'],
          ['440111', '白云区', 'Baiyun'],
        ],
      ],
      ['441900', '东莞市', 'Dongguan'],
      [
        '440600',
        '佛山市',
        'Foshan',
        [
          ['440604', '禅城区', 'Chancheng'],
          ['440606', '顺德区', 'Shunde'],
        ],
      ],
      ['441300', '惠州市', 'Huizhou'],
    ],
  ],
  [
    '320000',
    '江苏省',
    'Jiangsu',
    [
      [
        '320100',
        '南京市',
        'Nanjing',
        [
          ['320102', '玄武区', 'Xuanwu'],
          ['320104', '秦淮区', 'Qinhuai'],
          ['320106', '鼓楼区', 'Gulou'],
        ],
      ],
      [
        '320500',
        '苏州市',
        'Suzhou',
        [
          ['320505', '虎丘区', 'Huqiu'],
          ['320506', '吴中区', 'Wuzhong'],
        ],
      ],
      ['320200', '无锡市', 'Wuxi'],
      ['321000', '扬州市', 'Yangzhou'],
    ],
  ],
  [
    '110000',
    '北京市',
    'Beijing',
    [
      [
        '110100',
        '北京市',
        'Beijing',
        [
          ['110105', '朝阳区', 'Chaoyang'],
          ['110108', '海淀区', 'Haidian'],
          ['110102', '西城区', 'Xicheng'],
        ],
      ],
    ],
  ],
  [
    '310000',
    '上海市',
    'Shanghai',
    [
      [
        '310100',
        '上海市',
        'Shanghai',
        [
          ['310115', '浦东新区', 'Pudong'],
          ['310104', '徐汇区', 'Xuhui'],
          ['310105', '长宁区', 'Changning'],
        ],
      ],
    ],
  ],
  ['120000', '天津市', 'Tianjin', [['120100', '天津市', 'Tianjin']]],
  [
    '330000',
    '浙江省',
    'Zhejiang',
    [
      [
        '330100',
        '杭州市',
        'Hangzhou',
        [
          ['330106', '西湖区', 'Xihu'],
          ['330108', '滨江区', 'Binjiang'],
        ],
      ],
      ['330200', '宁波市', 'Ningbo'],
    ],
  ],
  [
    '510000',
    '四川省',
    'Sichuan',
    [
      [
        '510100',
        '成都市',
        'Chengdu',
        [
          ['510104', '锦江区', 'Jinjiang'],
          ['510107', '武侯区', 'Wuhou'],
        ],
      ],
      ['510700', '绵阳市', 'Mianyang'],
    ],
  ],
  [
    '500000',
    '重庆市',
    'Chongqing',
    [
      [
        '500100',
        '重庆市',
        'Chongqing',
        [
          ['500103', '渝中区', 'Yuzhong'],
          ['500105', '江北区', 'Jiangbei'],
        ],
      ],
    ],
  ],
  [
    '420000',
    '湖北省',
    'Hubei',
    [
      [
        '420100',
        '武汉市',
        'Wuhan',
        [
          ['420102', '江岸区', "Jiang'an"],
          ['420106', '武昌区', 'Wuchang'],
        ],
      ],
      ['420500', '宜昌市', 'Yichang'],
    ],
  ],
  ['430000', '湖南省', 'Hunan', [['430100', '长沙市', 'Changsha']]],
  [
    '350000',
    '福建省',
    'Fujian',
    [
      ['350100', '福州市', 'Fuzhou'],
      [
        '350200',
        '厦门市',
        'Xiamen',
        [
          ['350203', '思明区', 'Siming'],
          ['350206', '湖里区', 'Huli'],
        ],
      ],
    ],
  ],
  [
    '450000',
    '广西壮族自治区',
    'Guangxi',
    [
      ['450100', '南宁市', 'Nanning'],
      ['450300', '桂林市', 'Guilin'],
    ],
  ],
  [
    '370000',
    '山东省',
    'Shandong',
    [
      ['370200', '青岛市', 'Qingdao'],
      ['370100', '济南市', 'Jinan'],
    ],
  ],
  ['130000', '河北省', 'Hebei', [['130100', '石家庄市', 'Shijiazhuang']]],
];

function build(): RegionRow[] {
  const rows: RegionRow[] = [];
  for (const [pid, pname, pen, cities] of PROVINCES) {
    rows.push({ id: pid, name: tr(pname, pen), level: 'province', parentId: null });
    for (const [cid, cname, cen, districts] of cities) {
      rows.push({ id: cid, name: tr(cname, cen), level: 'city', parentId: pid });
      for (const [did, dname, den] of districts ?? [])
        rows.push({ id: did, name: tr(dname, den), level: 'district', parentId: cid });
    }
  }
  return rows;
}

// Built (and their names declared) when the module loads: a database loaded from storage seeds
// nothing, yet the server's en-US texts must name every region.
const ROWS = build();

export function regionRows(): RegionRow[] {
  return ROWS.map((r) => ({ ...r }));
}
