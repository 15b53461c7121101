// Ultimate's speed benchmarks over three challenges with a year of history (364 days before today), on disk (WAL).
// Run with `Benchmarks/run` (a release build). Prints the median and p99 of each measurement.
import BenchmarkSupport
import DayKit
import Foundation
import UltimateCore

let arguments = CommandLine.arguments
let directory = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : NSTemporaryDirectory() + "ult-bench-\(UUID().uuidString)")
let calendar = Calendar.gregorian(timeZone: TimeZone(identifier: "America/New_York")!, locale: Locale(identifier: "en_US"))
let now = ISO8601DateFormatter().date(from: "2026-11-22T08:00:00-05:00")!
let today = CalendarDay(containing: now, in: calendar)

let fileExists = FileManager.default.fileExists(atPath: directory.appendingPathComponent(UltimateDatabase.fileName).path)
let seedTime = try time {
    if !fileExists { try UltimateDatabase.onDisk(in: directory).seed(days: 364, endingOn: today.adding(days: -1)) }
}
print("data: \(directory.path) (seeded in \(seedTime))")
let app = try Ultimate.onDisk(directory: directory, clock: .fixed(now), calendar: calendar)
print("challenges: \(try app.challengeList().map { "\($0.name) (attempt \($0.attempt), day \($0.day))" }.joined(separator: ", "))")
try measure("(a) log a quantity today (durable write)", runs: 500, target: "p99 <= 1 ms") {
    try app.log("Year of fitness", "Water", value: 0.25, adding: true)
}
try measure("(b) Today screen, 3 challenges", runs: 200, target: "<= 2 ms") { _ = try app.todayScreen() }
try measure("(c) analytics for a year, all challenges", runs: 100, target: "<= 5 ms") { _ = try app.analytics(period: .year) }
try measure("(d) today's notification plan", runs: 200, target: "") { _ = try app.plannedNotifications() }
