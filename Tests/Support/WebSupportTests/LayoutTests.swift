import Testing
@testable import WebSupport

@Suite struct LayoutTests {
    /// Issue 27, item 10: a page that follows the system's light or dark names the browser's bar
    /// colour for each; a page in one scheme names one.
    @Test func thePageNamesABarColourForEachSchemeItFollows() {
        let following = AppChrome.app("Test", root: "/test", themeColor: "#F4F6F8", tabs: [], colorScheme: "light dark", darkThemeColor: "#0F1215")
        let head = Layout.head(title: "Test", app: following).rendered
        #expect(head.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
        #expect(head.contains("<meta name=\"theme-color\" content=\"#F4F6F8\" media=\"(prefers-color-scheme: light)\">\n"
            + "<meta name=\"theme-color\" content=\"#0F1215\" media=\"(prefers-color-scheme: dark)\">"))
        let dark = AppChrome.app("Test", root: "/test", themeColor: "#0F1215", tabs: [], colorScheme: "dark")
        let darkHead = Layout.head(title: "Test", app: dark).rendered
        #expect(darkHead.contains("<meta name=\"color-scheme\" content=\"dark\">\n<meta name=\"theme-color\" content=\"#0F1215\">\n"))
        #expect(!darkHead.contains("media="))
    }
}
