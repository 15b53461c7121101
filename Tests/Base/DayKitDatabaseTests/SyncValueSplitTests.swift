@testable import DayKitDatabase
import Foundation
import GRDB
import PropertyBased
import SyncCore
import Testing

/// A field of several columns ("mark+value") travels as a JSON array; a first sync reads one per
/// entry, so the plain arrays the triggers write are read directly (`SyncLog.scalars`). Read
/// directly or by the JSON decoder, every array gives the same columns.
@Suite struct SyncValueSplitTests {
    /// The columns the JSON decoder alone makes of `text`.
    private func decoded(_ text: String, _ count: Int) -> [DatabaseValue] {
        guard let parts = try? JSONDecoder().decode([SyncValue].self, from: Data(text.utf8)), parts.count == count else {
            return Array(repeating: .null, count: count)
        }
        return parts.map(\.databaseValue)
    }

    @Test func theArraysTheTriggersWriteAreReadAsTheDecoderReadsThem() async throws {
        let db = try DatabaseQueue()
        let words = Gen.oneOf(Gen.always("done"), Gen.always("skipped"), Gen.always("a, b"), Gen.always("é ✅"), Gen.always(""),
                              Gen.always("say \"hi\""), Gen.always("back\\slash"))
        let numbers = Gen.oneOf(Gen.always(0.0), Gen.always(2.5), Gen.always(-3.0), Gen.always(1e-7), Gen.always(20.0), Gen.always(1e21))
        await propertyCheck(count: 200, input: words.optional(), numbers.optional(), Gen.bool()) { word, number, integer in
            // As SQLite's json_array writes them, from the columns' values.
            let text = try db.read { db in
                try String.fetchOne(db, sql: "SELECT json_array(?, ?)", arguments: [word, integer ? number.flatMap { Int64(exactly: $0.rounded()) } as (any DatabaseValueConvertible)? : number])!
            }
            #expect(SyncLog.split(.text(text), into: 2) == decoded(text, 2), "\(text)")
        }
    }

    @Test func anythingElseIsReadByTheDecoderOrAsNothing() {
        for text in ["[1,]", "[1 2]", "[\"a\"", "[]", "[ ]", "[null]", "[nul,1]", "[+1,2]", "[\"a\" ,  3 ]", "[1e3,-2]", "[[1],2]", "{\"a\":1}",
                     "[\"x\\\"y\", 1]", "[NaN,1]", "[1,2,3]", "[01,2]", "[-,2]", "[1.,2]", "[.5,2]", "[1e,2]", "[-0.5e-3,2]", "[0,-0]", "[\"a\u{1}b\",2]", "[\"a\tb\",2]"] {
            #expect(SyncLog.split(.text(text), into: 2) == decoded(text, 2), "\(text)")
        }
        #expect(SyncLog.split(.integer(3), into: 2) == [.null, .null])
    }
}
