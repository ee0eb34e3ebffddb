/**
 * H02 test messages. There are no captured H02 frames in the shared fixtures: these are
 * CONSTRUCTED BY HAND from the published H02 message format (`*HQ,<id>,V1,hhmmss,A,ddmm.mmmm,N,
 * dddmm.mmmm,E,speed,course,ddmmyy,status#` and the V4/NBR/LINK variants), not captured from a
 * device. Expected values are computed from the format: coordinates ddmm.mmmm -> degrees,
 * speed knots x 1.852, status bits in negative logic.
 */
export interface H02Fixture {
  name: string;
  text: string;
  expect: {
    type: 'location' | 'commandReply' | 'cells' | 'heartbeat';
    deviceId: string;
    time?: string;
    valid?: boolean;
    latitude?: number;
    longitude?: number;
    speedKmh?: number;
    course?: number;
    acc?: boolean;
    sos?: boolean;
    armed?: boolean;
    cell?: { mcc: number; mnc: number; lac: number; cellId: number };
    command?: string;
    replyFields?: string[];
    cellCount?: number;
    battery?: number;
  };
}

export const H02_FIXTURES: H02Fixture[] = [
  {
    name: 'V1 valid fix, north-east, ACC on (status FFFFFBFF: bit 10 clear)',
    text: '*HQ,865205030330012,V1,145403,A,2234.0297,N,11405.9101,E,000.15,223,100323,FFFFFBFF#',
    expect: {
      type: 'location',
      deviceId: '865205030330012',
      time: '2023-03-10T14:54:03.000Z',
      valid: true,
      latitude: 22 + 34.0297 / 60,
      longitude: 114 + 5.9101 / 60,
      speedKmh: 0.15 * 1.852,
      course: 223,
      acc: true,
      sos: false,
    },
  },
  {
    name: 'V1 invalid fix, south-west, SOS (status FFFBFFFF: bit 18 clear)',
    text: '*HQ,4106000054,V1,235959,V,3348.5000,S,07036.0000,W,010.00,90,311224,FFFBFFFF#',
    expect: {
      type: 'location',
      deviceId: '4106000054',
      time: '2024-12-31T23:59:59.000Z',
      valid: false,
      latitude: -(33 + 48.5 / 60),
      longitude: -70.6,
      speedKmh: 18.52,
      course: 90,
      acc: false,
      sos: true,
    },
  },
  {
    name: 'V1 with cell fields, armed and ACC on (status FFFFF9FF: bits 9 and 10 clear)',
    text: '*HQ,865205030330012,V1,080000,A,5130.0000,N,00007.5000,W,020.0,180,010624,FFFFF9FF,234,15,1234,56789#',
    expect: {
      type: 'location',
      deviceId: '865205030330012',
      time: '2024-06-01T08:00:00.000Z',
      valid: true,
      latitude: 51.5,
      longitude: -0.125,
      speedKmh: 37.04,
      course: 180,
      acc: true,
      armed: true,
      cell: { mcc: 234, mnc: 15, lac: 1234, cellId: 56789 },
    },
  },
  {
    name: 'V4 reply to S20 with the command time and a fix',
    text: '*HQ,865205030330012,V4,S20,DONE,120000,130000,A,2234.0297,N,11405.9101,E,000.00,000,100323,FFFFFBFF#',
    expect: {
      type: 'commandReply',
      deviceId: '865205030330012',
      command: 'S20',
      replyFields: ['DONE', '120000'],
      time: '2023-03-10T13:00:00.000Z',
      valid: true,
    },
  },
  {
    name: 'NBR with three neighbour cells',
    text: '*HQ,865205030330012,NBR,101010,460,0,1,3,9346,4245,62,9346,4246,58,9346,3892,47,150323,FFFFFBFF#',
    expect: {
      type: 'cells',
      deviceId: '865205030330012',
      time: '2023-03-15T10:10:10.000Z',
      cellCount: 3,
    },
  },
  {
    name: 'LINK heartbeat with battery 85%',
    text: '*HQ,865205030330012,LINK,101010,4,8,85,0,0,150323,FFFFFBFF#',
    expect: {
      type: 'heartbeat',
      deviceId: '865205030330012',
      time: '2023-03-15T10:10:10.000Z',
      battery: 85,
    },
  },
];
