"""What a person does with the page, for every app's browser tests: find, tap, wait."""
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def css(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector)


def all_css(driver, selector):
    return driver.find_elements(By.CSS_SELECTOR, selector)


def button(driver, text):
    return driver.find_element(By.XPATH, f"//button[normalize-space()='{text}'] | //a[normalize-space()='{text}']")


def tap(driver, element, loads=True):
    """Scrolls the element to the middle of the screen, as a person would, and taps it; when the
    tap loads a page, waits until the new one has loaded.

    The old page is marked and the wait is for a complete document without the mark: asking
    whether the old page's element went stale can fail inside ChromeDriver while the page is being
    replaced ("Node with given id does not belong to the document") on a busy machine."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    if loads:
        driver.execute_script("window.tappedAway = true")
    element.click()
    if loads:
        WebDriverWait(driver, 10).until(_new_page_loaded)


def _new_page_loaded(driver):
    try:
        return driver.execute_script("return !window.tappedAway && document.readyState === 'complete'")
    except WebDriverException:  # the page is between documents
        return False


# NB: 30 s by default: a wait ends as soon as its condition holds, and a loaded machine (the Swift
# tests or a build beside the browser tests) can take seconds to draw what takes milliseconds.
def wait_for(driver, condition, timeout=30):
    ignored = (StaleElementReferenceException, NoSuchElementException)
    return WebDriverWait(driver, timeout, ignored_exceptions=ignored).until(lambda d: condition(d))


def type_into(driver, element, text):
    """Scrolls the field to the middle of the screen and types `text` into it."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    element.send_keys(text)
