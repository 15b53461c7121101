import Foundation
import MyHabitLabFormats
import Testing

/// The import's own JSON reader, held to what Foundation's parser accepts and refuses.
@Suite struct JSONReaderTests {
    /// The document read with `JSONReader` into Foundation values.
    static func read(_ text: [UInt8]) throws -> Any {
        try text.withUnsafeBufferPointer { bytes in
            var reader = JSONReader(bytes)
            let value = try value(&reader)
            try reader.finish()
            return value
        }
    }

    static func value(_ reader: inout JSONReader) throws -> Any {
        switch try reader.kind() {
        case .object:
            var object: [String: Any] = [:]
            try reader.readObject { reader, key in object[String(decoding: key, as: UTF8.self)] = try value(&reader) }
            return object
        case .array:
            var array: [Any] = []
            try reader.readArray { reader, _ in array.append(try value(&reader)) }
            return array
        case .string: return try reader.readString()
        case .number: return try reader.readNumber()
        case .bool: return try reader.readBool()
        case .null: try reader.readNull(); return NSNull()
        }
    }

    /// Both values written the same way, for comparison.
    static func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]), as: UTF8.self)
    }

    @Test(arguments: [
        #"{"b":[1,2.5,-0.125,1e3,2E-2,1.5e300,123456789012345,0],"a":"x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00","c":{"d":null,"e":true,"f":false}}"#,
        " \n\t[ ] ",
        #"{"":{}}"#,
        #""caf\u00E9 ☕️""#,
        "-17",
        #"{"i\u0064":"key with an escape"}"#,
    ])
    func validDocumentsReadAsFoundationReadsThem(text: String) throws {
        let ours = try Self.read(Array(text.utf8))
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        #expect(try Self.canonical(ours) == Self.canonical(foundation))
    }

    @Test(arguments: [
        #"{"a":1,}"#, "[1 2]", #"{"a" 1}"#, #""\u12""#, #""\ud800""#, "01", "1.", ".5", "-", "1e", "tru", "nul", "+1", "NaN", "'a'",
        "\"a\u{01}b\"", #"{"a":1}x"#, "[", #"{"a":"#, #""unterminated"#, "", "1e999",
    ])
    func malformedDocumentsAreRefused(text: String) {
        #expect(throws: JSONReader.SyntaxError.self) { try Self.read(Array(text.utf8)) }
    }

    @Test func invalidUTF8AndDeepNestingAreRefused() {
        #expect(throws: JSONReader.SyntaxError.self) { try Self.read([0x22, 0xFF, 0xFE, 0x22]) }
        #expect(throws: JSONReader.SyntaxError.self) { try Self.read(Array(repeating: UInt8(ascii: "["), count: 10_000)) }
        #expect(throws: Never.self) { try Self.read(Array((String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).utf8)) }
    }
}
