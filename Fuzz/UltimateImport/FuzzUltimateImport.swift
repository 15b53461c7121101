import DayKit
import Foundation
import FuzzSupport
import UltimateCore

/// `scripts/fuzz ultimate-import`: Ultimate's restore (`importZip`), over a fresh in-memory
/// database for every input. A refusal is fine; what was restored must restore again over itself.

/// 2026-11-22 08:00 in New York.
private let now = Date(timeIntervalSince1970: 1_795_352_400)

private func fresh() throws -> Ultimate {
    Ultimate(database: try UltimateDatabase.inMemory(), clock: .fixed(now),
             calendar: .gregorian(timeZone: TimeZone(identifier: "America/New_York")!, locale: Locale(identifier: "en_US")))
}

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    Seeds.writeIfAsked {
        let app = try fresh()
        let hard = try app.start(template: "75-hard")
        try app.log(hard.id, try app.resolveTask("Water", of: hard.id), value: 2)
        try app.complete(hard.id, try app.resolveTask("Diet", of: hard.id))
        _ = try app.create(name: "Mine", days: 10, rule: .lenient, tasks: [ChallengeTask(name: "Stretch", measurement: .checklist(["Hips", "Back"]))])
        return ["export.zip": try app.exportZip()]
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let app = try? fresh(), (try? app.importZip(data)) != nil else { return 0 }
    do {
        _ = try app.importZip(data)
    } catch {
        fatalError("An export restored once is refused the second time: \(error)")
    }
    return 0
}
