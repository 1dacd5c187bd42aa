/** The data lake's GraphQL schema: served by the server, shown on the Data Services page. */
export const DATALAKE_GRAPHQL_SCHEMA = /* GraphQL */ `
  """
  Usage points, their meters, channels and readings. Every field reads one organization: the
  caller's own unless organizationId names another of their organizations.
  """
  type Query {
    "Usage points matching the search (id, meter id or address); at most 100 at a time."
    usagePoints(
      organizationId: Int
      search: String
      first: Int = 20
      offset: Int = 0
    ): UsagePointPage!
    usagePoint(organizationId: Int, usagePointId: String!): UsagePoint
  }

  type UsagePointPage {
    total: Int!
    items: [UsagePoint!]!
  }

  type UsagePoint {
    usagePointId: String!
    phaseCode: String!
    ratedCurrent: Float!
    ratedVoltage: Float!
    serviceCategory: String!
    usagePointType: String!
    virtual: Boolean!
    amiBillingReady: String!
    flags: [String!]!
    address: String!
    timeZone: String!
    meter: Meter!
    channels: [Channel!]!
  }

  type Meter {
    mrId: String!
    serialNumber: String!
    manufacturer: String!
    modelNumber: String!
    status: String!
    type: String!
  }

  enum Interval {
    PT15M
    PT1H
  }
  enum Aggregation {
    None
    Sum
    Average
    Minimum
    Maximum
  }
  enum Accumulation {
    None
    Summation
  }
  enum Period {
    None
    Daily
    Weekly
    Monthly
  }

  type Channel {
    channelId: Int!
    mrId: String!
    name: String!
    kind: String!
    readingTypeRef: String!
    "Readings over [fromDate, toDate) in epoch milliseconds, bounded as the REST readings are."
    readings(
      fromDate: Float!
      toDate: Float!
      interval: Interval = PT15M
      aggregation: Aggregation = None
      accumulation: Accumulation = None
      macroPeriod: Period = None
      stridePeriod: Period = None
    ): [Reading!]!
  }

  type Reading {
    "Start of the period, epoch milliseconds."
    t: Float!
    "kWh."
    value: Float!
    count: Int!
  }
`;
