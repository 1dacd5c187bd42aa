import { READINGS_DEFAULTS } from './datalake';

/** The data lake's GraphQL schema: served by the server, shown on the Data Services page. */
export const DATALAKE_GRAPHQL_SCHEMA = /* GraphQL */ `
  """
  Usage points, their meters, channels and readings. Every field reads one organization: the
  caller's own unless organizationId names another of their organizations.

  The budget of one query, counted before it runs, in executions: readings at most 8
  times, a readings field counting once for every usage point (a page counts its first)
  and channel (2 at most a usage point) it is asked under, and every alias and fragment
  spread on its own; at most 100 usage points over every page and alias; at most 150
  fields; depth at most 6. A query over budget, or with a NUL in any text, is refused (400).
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
    "Its channels: at most 2 (energy import and export)."
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
      interval: Interval = ${READINGS_DEFAULTS.interval}
      aggregation: Aggregation = ${READINGS_DEFAULTS.aggregation}
      accumulation: Accumulation = ${READINGS_DEFAULTS.accumulation}
      macroPeriod: Period = ${READINGS_DEFAULTS.macroPeriod}
      stridePeriod: Period = ${READINGS_DEFAULTS.stridePeriod}
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
