/** Norwegian towns and streets for the demo's metering points. */
export interface Town {
  city: string;
  /** Postal codes of the town's centre: one is picked per address. */
  postalCodes: readonly string[];
  latitude: number;
  longitude: number;
  streets: readonly string[];
}

export const TOWNS: readonly Town[] = [
  {
    city: 'Bergen',
    postalCodes: ['5003', '5004', '5006', '5008', '5011', '5014', '5015', '5017'],
    latitude: 60.3913,
    longitude: 5.3221,
    streets: [
      'Strandgaten',
      'Nygårdsgaten',
      'Kong Oscars gate',
      'Olav Kyrres gate',
      'Torgallmenningen',
      'Kalfarveien',
      'Sandviksveien',
      'Møhlenprisbakken',
    ],
  },
  {
    city: 'Oslo',
    postalCodes: ['0151', '0154', '0157', '0160', '0165', '0170', '0175', '0182'],
    latitude: 59.9139,
    longitude: 10.7522,
    streets: [
      'Karl Johans gate',
      'Storgata',
      'Thorvald Meyers gate',
      'Bogstadveien',
      'Markveien',
      'Grønlandsleiret',
      'Kirkeveien',
      'Trondheimsveien',
    ],
  },
  {
    city: 'Trondheim',
    postalCodes: ['7011', '7012', '7013', '7014', '7030', '7041'],
    latitude: 63.4305,
    longitude: 10.3951,
    streets: [
      'Munkegata',
      'Olav Tryggvasons gate',
      'Kongens gate',
      'Innherredsveien',
      'Elgeseter gate',
      'Bakklandet',
    ],
  },
  {
    city: 'Stavanger',
    postalCodes: ['4005', '4006', '4007', '4009', '4010', '4014'],
    latitude: 58.97,
    longitude: 5.7331,
    streets: ['Kirkegata', 'Pedersgata', 'Løkkeveien', 'Madlaveien', 'Breigata', 'Kongsgata'],
  },
  {
    city: 'Tromsø',
    postalCodes: ['9008', '9009', '9010', '9012', '9013'],
    latitude: 69.6492,
    longitude: 18.9553,
    streets: ['Storgata', 'Sjøgata', 'Grønnegata', 'Skippergata', 'Parkgata'],
  },
  {
    city: 'Kristiansand',
    postalCodes: ['4608', '4610', '4611', '4612', '4614'],
    latitude: 58.1467,
    longitude: 7.9956,
    streets: ['Markens gate', 'Dronningens gate', 'Tollbodgata', 'Vestre Strandgate', 'Elvegata'],
  },
  {
    city: 'Ålesund',
    postalCodes: ['6002', '6003', '6004', '6005'],
    latitude: 62.4722,
    longitude: 6.1495,
    streets: ['Kongens gate', 'Apotekergata', 'Løvenvoldgata', 'Kirkegata'],
  },
  {
    city: 'Bodø',
    postalCodes: ['8003', '8005', '8006', '8008'],
    latitude: 67.2804,
    longitude: 14.4049,
    streets: ['Storgata', 'Sjøgata', 'Dronningens gate', 'Hålogalandsgata'],
  },
];
