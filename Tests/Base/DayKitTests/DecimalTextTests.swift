import DayKit
import Testing

@Suite struct DecimalTextTests {
    @Test(arguments: [(8.0, "8"), (2.5, "2.5"), (0.25, "0.25"), (12.10, "12.1"), (0.001, "0"), (1.006, "1.01"), (-0.5, "-0.5"),
                      (-2.25, "-2.25"), (-3, "-3"), (3_650_000, "3650000"), (0.07, "0.07")])
    func numbersShowAtMostTwoDecimalsAndNoTrailingZeros(number: Double, text: String) {
        #expect(number.twoDecimalText == text)
    }
}

/// Issue 24, item 5: "2,5" means 2.5 wherever a person types a number (web forms and the CLI).
@Suite struct DecimalTypedTests {
    @Test(arguments: [("2.5", 2.5), ("2,5", 2.5), (" 12 ", 12), ("-0,25", -0.25), ("+0.25", 0.25), ("0", 0)])
    func readsAPointOrAComma(text: String, value: Double) {
        #expect(Double(decimalText: text) == value)
    }

    @Test(arguments: ["lots", "", "2.5.1", "inf", "nan", "1e400"])
    func refusesWhatIsNotAFiniteNumber(text: String) {
        #expect(Double(decimalText: text) == nil)
    }
}
