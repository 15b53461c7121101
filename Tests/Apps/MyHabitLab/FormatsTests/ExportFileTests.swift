import DayKit
import Foundation
import MyHabitLabFormats
import Testing

/// The JSON export's shape at the format level: a small export written as bytes here, read with
/// `JSONReader` and decoded as `ExportFile` values; refusals of what is not JSON.
@Suite struct ExportFileTests {
    static let export = """
        {
        "entries":[
        {"day":"2026-11-21","habit":"0C6C3B5E-8E41-4F55-9B1D-2B0D8C3F7A10","id":"5AB1D453-8A23-56B2-BC0A-2DEC80DF2CBC","mark":"value","note":"Rainy \\"day\\"\\n🌧","value":2.5},
        {"day":"22 November","habit":7,"id":"not a uuid","mark":true}
        ],
        "format":"myhabitlab",
        "habits":[
        {"archived":false,"color":"indigo","createdDay":"2026-11-01","icon":"📚","id":"0C6C3B5E-8E41-4F55-9B1D-2B0D8C3F7A10","kind":"measurable","name":"Read","position":0,"reminders":[{"time":"07:30","weekdays":["mon","wed"]}],"schedule":{"days":7,"kind":"times","times":3},"target":20,"unit":"pages"}
        ],
        "settings":{"dayStartsAt":"02:00"},
        "version":1
        }

        """

    @Test func anExportsPartsReadAsPlainValuesAndItsEntriesOneByOne() throws {
        var entries: [(fields: ExportFile.EntryFields?, index: Int)] = []
        let parts = try Array(Self.export.utf8).withUnsafeBufferPointer { buffer in
            try ExportFile.read(buffer) { list in
                try list.read { fields, index, remaining in
                    #expect(remaining > 0 && remaining < buffer.count)
                    entries.append((fields, index))
                }
            }
        }
        #expect(parts.isObject && parts.hasEntryList)
        #expect(parts.format == ExportFile.formatName && parts.version.map(Int.init) == ExportFile.currentVersion)
        #expect(parts.settings.dayStartsAt == TimeOfDay("02:00") && parts.settings.appearance == nil && parts.settings.problems.isEmpty)
        let read = try #require(parts.habits)
        #expect(read.allSatisfy { $0.problems.isEmpty })
        // NB: a measurable habit without a direction is read as "at least", the default.
        let habits = read.compactMap(\.habit)
        let habitID = try #require(UUID(uuidString: "0C6C3B5E-8E41-4F55-9B1D-2B0D8C3F7A10"))
        #expect(habits == [ExportFile.Habit(id: habitID, name: "Read", detail: nil, icon: "📚", color: "indigo", schedule: .times(3, per: 7),
                                            kind: "measurable", unit: "pages", target: 20, direction: "atLeast", createdDay: CalendarDay("2026-11-01")!,
                                            position: 0, archived: false,
                                            reminders: [ExportFile.Reminder(time: "07:30", weekdays: ["mon", "wed"])])])
        #expect(entries.map { $0.index } == [0, 1])
        let first = try #require(entries[0].fields)
        #expect(first.habit == habitID && first.day == CalendarDay("2026-11-21") && first.mark == "value" && !first.markIsNotText)
        #expect(first.note == "Rainy \"day\"\n🌧" && first.value == 2.5)
        #expect(first.id?.text == "5AB1D453-8A23-56B2-BC0A-2DEC80DF2CBC")
        let second = try #require(entries[1].fields)
        #expect(second.id == nil && second.habit == nil && second.day == nil && second.mark == nil && second.markIsNotText)
    }

    @Test func aDocumentThatIsNotAnObjectIsSaidSo() throws {
        let parts = try Array("[1, 2]".utf8).withUnsafeBufferPointer { buffer in
            try ExportFile.read(buffer) { _ in Issue.record("no entries") }
        }
        #expect(!parts.isObject && parts.habits == nil)
    }

    @Test func schedulesAreWrittenWithSortedKeysAndReadBack() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let cases: [(ExportFile.Schedule, String)] = [
            (.daily, #"{"kind":"daily"}"#),
            (.weekdays([2, 4, 6]), #"{"days":["mon","wed","fri"],"kind":"weekdays"}"#),
            (.times(3, per: 7), #"{"days":7,"kind":"times","times":3}"#),
        ]
        for (schedule, text) in cases {
            #expect(String(decoding: try encoder.encode(schedule), as: UTF8.self) == text)
            #expect(try JSONDecoder().decode(ExportFile.Schedule.self, from: Data(text.utf8)) == schedule)
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ExportFile.Schedule.self, from: Data(#"{"kind":"weekdays","days":["moon"]}"#.utf8)) }
    }

    @Test func textIsQuotedAndNumbersWrittenAsJSONWritesThem() {
        #expect(JSONText.quoted("a\"b\\c\nd\u{01}é") == #""a\"b\\c\nd\u0001é""#)
        #expect(JSONText.number(20) == "20")
        #expect(JSONText.number(2.5) == "2.5")
    }

    @Test(arguments: [
        [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D] as [UInt8],  // {"a":"\xC3("}: invalid UTF-8
        [0xEF, 0xBB, 0xBF] + Array(#"{"a":1}"#.utf8),  // a byte-order mark is not JSON
        Array(#"{"entries":[{"note":"\ud800"}]}"#.utf8),  // a lone surrogate
        Array(#"{"entries":[{"day":"2026-11-21"},]}"#.utf8),  // a trailing comma
    ])
    func whatIsNotJSONIsRefused(bytes: [UInt8]) {
        #expect(throws: JSONReader.SyntaxError.self) {
            try bytes.withUnsafeBufferPointer { buffer in
                _ = try ExportFile.read(buffer) { entries in try entries.read { _, _, _ in } }
            }
        }
    }

    @Test func uuidTextIsReadAndWrittenWithoutFoundation() {
        let id = UUID()
        #expect(UUID(text: id.uuidString) == id)
        #expect(UUID(text: id.uuidString.lowercased()) == id)
        #expect(id.text == id.uuidString)
        #expect(UUID(text: "not-a-uuid") == nil)
    }
}
