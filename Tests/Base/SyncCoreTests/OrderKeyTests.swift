import Foundation
import PropertyBased
import SyncCore
import Testing

/// Keys that two devices can insert between without colliding.
@Suite struct OrderKeyTests {
    let phone = SyncDevice(rawValue: "phone")
    let laptop = SyncDevice(rawValue: "laptop")

    @Test func aKeyFallsBetweenItsNeighboursAndNeverEndsInZero() {
        let first = OrderKey.between(nil, nil, device: phone)
        let after = OrderKey.between(first, nil, device: phone)
        let before = OrderKey.between(nil, first, device: phone)
        let middle = OrderKey.between(first, after, device: phone)
        #expect(before < first && first < middle && middle < after)
        #expect([first, after, before, middle].allSatisfy { $0.last != "0" })
    }

    @Test func twoDevicesInsertingAtOnePlaceGetDifferentKeysBothInPlace() {
        let keys = OrderKey.sequence(2, device: phone)
        let fromPhone = OrderKey.between(keys[0], keys[1], device: phone)
        let fromLaptop = OrderKey.between(keys[0], keys[1], device: laptop)
        #expect(fromPhone != fromLaptop)
        for key in [fromPhone, fromLaptop] { #expect(keys[0] < key && key < keys[1]) }
    }

    @Test func aNeighbourThatStartsWithTheMidpointStillGetsAKeyBelowIt() {
        // "b" and "b1" share "b": the midpoint is a prefix of the upper key, so the device's digits must not follow it directly.
        for (low, high) in [("a", "b1"), ("azzz", "b01"), (nil, "01"), ("0z", "1"), ("i", "i1")] {
            let key = OrderKey.between(low, high, device: phone)
            #expect((low ?? "") < key && key < high, "\(String(describing: low)) < \(key) < \(high)")
        }
    }

    @Test func keysFromElsewhereThatAreOutOfOrderOrMalformedGiveAKeyWithoutACrash() {
        #expect(OrderKey.between("b", "a", device: phone) > "b")
        #expect(!OrderKey.between("!!", "", device: phone).isEmpty)
        #expect(!OrderKey.between("a", "a", device: phone).isEmpty)
    }

    @Test func anyRunOfInsertionsKeepsEveryKeyBetweenItsNeighbours() async {
        await propertyCheck(input: Gen.int(in: 0...1000).array(of: 1...60), Gen.bool.array(of: 60)) { positions, devices in
            var list: [String] = []
            for (index, position) in positions.enumerated() {
                let at = position % (list.count + 1)
                let device = devices[index % devices.count] ? phone : laptop
                let key = OrderKey.between(at == 0 ? nil : list[at - 1], at == list.count ? nil : list[at], device: device)
                list.insert(key, at: at)
            }
            #expect(list == list.sorted())
            #expect(Set(list).count == list.count)
            #expect(list.allSatisfy { $0.last != "0" && $0.count < 80 })
        }
    }
}
