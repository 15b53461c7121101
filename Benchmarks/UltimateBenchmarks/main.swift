// Ultimate's speed benchmarks over three challenges with a year of history (364 days before today), on disk (WAL).
// Run with `Benchmarks/run` (a release build). Prints the median and p99 of each measurement.
import BenchmarkSupport
import DayKit
import Foundation
import UltimateCore
import VipsImaging

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
// `… DIR seed` seeds the data and measures nothing (Benchmarks/limits serves it).
if arguments.count > 2, arguments[2] == "seed" { exit(0) }
let app = try Ultimate.onDisk(directory: directory, clock: .fixed(now), calendar: calendar)
print("challenges: \(try app.challengeList().map { "\($0.name) (attempt \($0.attempt), day \($0.day))" }.joined(separator: ", "))")
try measure("(a) log a quantity today (durable write)", runs: 500, target: "p99 <= 1 ms") {
    // NB: the names resolved as the CLI resolves them, each time, as this measured before the ids were typed.
    let fitness = try app.resolve("Year of fitness")
    try app.log(fitness, try app.resolveTask("Water", of: fitness), value: 0.25, adding: true)
}
try measure("(b) Today screen, 3 challenges", runs: 200, target: "<= 2 ms") { _ = try app.todayScreen() }
try measure("(c) analytics for a year, all challenges", runs: 100, target: "<= 5 ms") { _ = try app.analytics(period: .year) }
try measure("(d) today's notification plan", runs: 200, target: "") { _ = try app.plannedNotifications() }

// Progress photos: 500 kept (added once, small), then 12-megapixel files as a phone takes them.
let existing = try app.photosScreen().sessions.reduce(0) { $0 + $1.photos.count }
if existing < 500 {
    let small = VipsSample.make(width: 640, height: 480, noise: 20)!
    for index in existing..<500 {
        try app.addPhoto(small, angle: [.front, .side, .back][index % 3], session: index % 3 == 0 ? .new : .sameDay,
                         on: today.adding(days: -(index / 3)))
    }
}
try measure("(e) photos screen, 500 photos", runs: 100, target: "") { _ = try app.photosScreen() }
// What every CLI command pays before its work: the pool opened and migrated, the photo sweep.
try measure("(h) open on disk, with the sweep of 500 photo folders", runs: 50, target: "") {
    _ = try Ultimate.onDisk(directory: directory, clock: .fixed(now), calendar: calendar)
}
try measure("    of which the sweep", runs: 50, target: "") { try app.sweepPhotoFiles() }
func peakMemory() -> String {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    return status.split(separator: "\n").first { $0.hasPrefix("VmHWM") }.map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(separator: " ") } ?? "?"
}
print("    peak memory before the 12 MP adds: \(peakMemory())")
let jpeg = VipsSample.make(width: 4000, height: 3000, orientation: 6, noise: 12)!
print("    12 MP JPEG: \(jpeg.count / 1024) KB")
var added: [ProgressPhoto] = []
try measure("(f) add a 12 MP JPEG (prepare, 4 files, row)", runs: 10, target: "<= 500 ms") {
    added.append(try app.addPhoto(jpeg, angle: .front, session: .new))
}
print("    peak memory after the JPEG adds: \(peakMemory())")
let heic = VipsSample.make(width: 4000, height: 3000, format: .heic, noise: 12)!
print("    12 MP HEIC: \(heic.count / 1024) KB")
try measure("(g) add a 12 MP HEIC", runs: 5, target: "report") { added.append(try app.addPhoto(heic, angle: .side, session: .new)) }
print("    peak memory after the HEIC adds: \(peakMemory())")
for photo in added { try app.deletePhoto(photo.id.uuidString) }
