import DayKitDatabase
import GRDB
import SyncCore

/// One device's database for the sync tests: in memory, with the app's tables made by `tables`,
/// the sync tables of `schema` for `device`, and its sync log. What every sync test starts from,
/// whether it plays a phone, a laptop or the hub.
public func syncTestDatabase(_ device: String, schema: SyncSchema, tables: String) throws -> (queue: DatabaseQueue, log: SyncLog) {
    let capture = SyncCapture()
    var configuration = Configuration()
    configuration.prepareDatabase { db in SyncSchema.prepare(db, capture: capture) }
    let queue = try DatabaseQueue(configuration: configuration)
    try queue.write { db in
        try db.execute(sql: tables)
        try schema.createTables(db, device: SyncDevice(rawValue: device))
        try SyncSchema.createDeviceTable(db)
    }
    return (queue, SyncLog(schema: schema, writer: queue, capture: capture))
}
