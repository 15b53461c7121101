import Foundation
import PropertyBased
import SyncCore
import Testing

/// The property the whole of sync rests on (issue 37): 3–5 devices editing offline, changes
/// delivered late, twice, out of order or lost and sent again, clocks up to 12 hours off either
/// way → every device ends with the same data, and each field holds its latest edit.
@Suite struct ConvergenceTests {
    /// One step of the script: a device edits, or some changes travel.
    struct Step: Sendable, CustomStringConvertible {
        var device: Int
        var kind: Int
        var record: Int
        var value: Int
        var deliveries: Int
        var description: String { "device \(device) kind \(kind) record \(record) value \(value) deliveries \(deliveries)" }
    }

    static let steps = Gen.int(in: 0...4).array(of: 5)
        .map { (parts: [Int]) in Step(device: parts[0], kind: parts[1], record: parts[2], value: parts[3], deliveries: parts[4]) }
        .array(of: 1...80)

    @Test func everyDeviceEndsEqualWithEachFieldsLatestEdit() async {
        await propertyCheck(count: 150, input: Gen.int(in: 3...5), Gen.int(in: -720...720).array(of: 5), Self.steps, Gen.uint64()) { count, skews, steps, seed in
            var random = SplitMix(seed: seed)
            let devices = (0..<count).map { SyncDevice(rawValue: "device-\($0)") }
            var clocks = devices.map { HybridClock(device: $0) }
            var replicas = Array(repeating: SyncReplica(schema: 1), count: count)
            var made: [SyncChange] = []
            var inFlight: [(to: Int, change: SyncChange)] = []
            var wall = Date(timeIntervalSince1970: 1_800_000_000)

            for step in steps {
                wall.addTimeInterval(Double(step.value + 1))
                let device = step.device % count
                let now = wall.addingTimeInterval(Double(skews[device]) * 60)
                let record = "r\(step.record)"
                let (field, value): (String, SyncValue) = switch step.kind {
                case 0: ("name", .text("name \(step.value)"))
                case 1: ("mark", step.value == 0 ? .null : .integer(Int64(step.value)))
                case 2: (SyncField.deleted, .bool(step.value % 2 == 0))
                case 3: ("archived", .bool(step.value % 2 == 1))
                default:
                    ("position", .text(OrderKey.between(position(of: step.value % 5 == 0 ? nil : "r\(step.value)", in: replicas[device]), nil, device: devices[device])))
                }
                let change = SyncChange(field: SyncField(entity: "habit", record: record, field: field), value: value,
                                        stamp: clocks[device].stamp(now: now), schema: 1)
                made.append(change)
                replicas[device].apply([change])
                for other in 0..<count where other != device { inFlight.append((other, change)) }

                // Some changes travel now: any of them, in any order, some twice; a lost one stays in flight (sent again later).
                for _ in 0..<step.deliveries * 2 where !inFlight.isEmpty {
                    let index = Int(random.next() % UInt64(inFlight.count))
                    let (to, change) = inFlight[index]
                    if random.next() % 4 != 0 { inFlight.remove(at: index) }
                    try? clocks[to].observe(change.stamp, now: wall.addingTimeInterval(Double(skews[to]) * 60))
                    replicas[to].apply([change])
                }
            }
            // Everything still in flight arrives at last, shuffled.
            for (to, change) in inFlight.shuffled(using: &random) { replicas[to].apply([change]) }

            for replica in replicas.dropFirst() { #expect(replica.fields == replicas[0].fields) }
            let latest = Dictionary(grouping: made, by: \.field).mapValues { $0.max { $0.stamp < $1.stamp }! }
            #expect(replicas[0].fields == latest)
            #expect(replicas.allSatisfy { $0.records("habit") == replicas[0].records("habit") })
        }
    }

    /// A record's position in `replica`, to insert after.
    func position(of record: String?, in replica: SyncReplica) -> String? {
        guard let record, case .text(let key)? = replica.record("habit", record)?["position"] else { return nil }
        return key
    }

    @Test func anEditMadeAfterSeeingAnotherDevicesEditOfTheSameFieldWinsHoweverTheClocksDisagree() async throws {
        await propertyCheck(input: Gen.int(in: -720...720), Gen.int(in: -720...720)) { skewA, skewB in
            var a = HybridClock(device: SyncDevice(rawValue: "a"))
            var b = HybridClock(device: SyncDevice(rawValue: "b"))
            let wall = Date(timeIntervalSince1970: 1_800_000_000)
            let first = a.stamp(now: wall.addingTimeInterval(Double(skewA) * 60))
            try? b.observe(first, now: wall.addingTimeInterval(Double(skewB) * 60 + 1))
            let answer = b.stamp(now: wall.addingTimeInterval(Double(skewB) * 60 + 2))
            #expect(answer > first)
        }
    }
}

/// A small seeded generator for the delivery order (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
