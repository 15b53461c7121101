import Foundation

/// How a `--json` output writes dates: found by key (`date`, `day`, `…At`, `…Date`) and by value
/// (a number that reads as a time near the tests' days, in seconds since 2001 or 1970, or in
/// milliseconds since 1970).
enum JSONDates {
    /// The tests' clock: 2026-11-22, give or take ten years.
    private static let now = Date(timeIntervalSince1970: 1_795_352_400)
    private static let tenYears = 10 * 365.25 * 86_400

    /// Where a date is written as a number, as `path: value`.
    static func numbersWrittenAsDates(in json: Any) -> [String] {
        walk(json).compactMap { key, path, value in
            guard let number = number(value) else { return nil }
            // A challenge's day number (day 3 of 75) is a count, not a date.
            let isDayNumber = key == "day" && number == number.rounded() && (0...10_000).contains(number)
            let looksLikeTime = [now.timeIntervalSinceReferenceDate, now.timeIntervalSince1970].contains { abs(number - $0) < tenYears }
                || abs(number - now.timeIntervalSince1970 * 1000) < tenYears * 1000
            return (isDateKey(key) && !isDayNumber) || looksLikeTime ? "\(path): \(number)" : nil
        }
    }

    /// Where text under a date's key is not a day, a time of day or an instant with its offset.
    static func badDateText(in json: Any) -> [String] {
        walk(json).compactMap { key, path, value in
            guard isDateKey(key), let text = value as? String else { return nil }
            let formats = [#"\d{4}-\d{2}-\d{2}"#, #"\d{2}:\d{2}"#, #"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})"#]
            return formats.contains { text.wholeMatch(of: try! Regex($0)) != nil } ? nil : "\(path): “\(text)”"
        }
    }

    /// Every instant written (text with a date and a time).
    static func instants(in json: Any) -> [String] {
        walk(json).compactMap { _, _, value in
            guard let text = value as? String, text.wholeMatch(of: try! Regex(#"\d{4}-\d{2}-\d{2}T.*"#)) != nil else { return nil }
            return text
        }
    }

    private static func isDateKey(_ key: String) -> Bool {
        key == "date" || key == "day" || key.hasSuffix("At") || key.hasSuffix("Date")
    }

    /// A JSON number as a Double; nil for anything else (a boolean included).
    private static func number(_ value: Any) -> Double? {
        if value is String || value is Bool { return nil }
        if let int = value as? Int { return Double(int) }
        if let double = value as? Double { return double }
        return (value as? NSNumber)?.doubleValue
    }

    /// Every value with its key (an array's items take the array's key) and its path.
    private static func walk(_ json: Any, key: String = "", path: String = "$") -> [(key: String, path: String, value: Any)] {
        switch json {
        case let object as [String: Any]:
            object.sorted { $0.key < $1.key }.flatMap { walk($0.value, key: $0.key, path: path + "." + $0.key) }
        case let array as [Any]:
            array.enumerated().flatMap { walk($0.element, key: key, path: "\(path)[\($0.offset)]") }
        default:
            [(key, path, json)]
        }
    }
}
