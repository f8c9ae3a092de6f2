// The server's texts in Vietnamese (docs/decisions/054), keyed by the English text the server
// writes: first the messages the API answers ({message}: errors and successes), then e-mails and
// page titles. `{name}` is a
// value the English carries in the same place (a number, a field's name, a business's name);
// `{message}` is another message of the server's, translated in turn. The
// server's catalogue test (apps/server/src/plugins/server-messages.test.ts) fails when a text the
// server can send is missing here, or when a translation names other placeholders.
export const SERVER_VI: Record<string, string> = {
  // Answers any request can get: sign-in, rights, limits, outages.
  'Please sign in': 'Vui lòng đăng nhập',
  'You are not allowed to do this': 'Bạn không có quyền làm việc này',
  'Not found': 'Không tìm thấy',
  'Bad request': 'Yêu cầu không hợp lệ',
  'Internal Server Error': 'Lỗi máy chủ',
  'Too many requests, please try again later': 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  'Too many attempts, please try again in a minute':
    'Quá nhiều lần thử, vui lòng thử lại sau một phút',
  'Route {method} {url} not found': 'Không tìm thấy đường dẫn {method} {url}',
  'The address is too long': 'Địa chỉ quá dài',
  'The address is not valid': 'Địa chỉ không hợp lệ',
  'Invalid session token': 'Phiên đăng nhập không hợp lệ',
  'jwt expired': 'Phiên đăng nhập đã hết hạn',
  'Invalid authorization header': 'Tiêu đề xác thực không hợp lệ',
  'Your session has ended, please sign in again':
    'Phiên của bạn đã kết thúc, vui lòng đăng nhập lại',
  'The JSON body nests deeper than 16 levels': 'Nội dung JSON lồng sâu quá 16 cấp',
  'The body must be JSON': 'Nội dung phải là JSON',
  'The text contains a character that cannot be stored (a control character such as NUL)':
    'Văn bản có một ký tự không thể lưu (một ký tự điều khiển như NUL)',
  'The server has run out of storage space; nothing was saved. Please try again later.':
    'Máy chủ đã hết dung lượng lưu trữ; chưa có gì được lưu. Vui lòng thử lại sau.',
  'The database is unavailable right now; nothing was changed. Please try again in a minute.':
    'Cơ sở dữ liệu hiện không truy cập được; chưa có gì thay đổi. Vui lòng thử lại sau một phút.',
  'The server is busy right now; please try again in a few seconds.':
    'Máy chủ đang bận; vui lòng thử lại sau vài giây.',
  'Metrics need Authorization: Bearer <METRICS_TOKEN>':
    'Số liệu cần Authorization: Bearer <METRICS_TOKEN>',
  'Too many new photo sizes from this network; please try again in a minute.':
    'Quá nhiều kích thước ảnh mới từ mạng này; vui lòng thử lại sau một phút.',
  'The server is busy preparing photos; please try again in a few seconds.':
    'Máy chủ đang bận chuẩn bị ảnh; vui lòng thử lại sau vài giây.',
  'Too many new pages asked for from your address at once; please try again in a few seconds.':
    'Địa chỉ của bạn yêu cầu quá nhiều trang mới cùng lúc; vui lòng thử lại sau vài giây.',

  // Forms, files and images.
  'The file is too large: at most {max} MB': 'Tệp quá lớn: tối đa {max} MB',
  'The form is too large: at most {max} MB in all': 'Biểu mẫu quá lớn: tổng cộng tối đa {max} MB',
  'The image is too large: at most {max} MB': 'Ảnh quá lớn: tối đa {max} MB',
  'The PDF could not be opened: it may be damaged': 'Không mở được tệp PDF: có thể tệp đã bị hỏng',
  'The PDF has no pages': 'Tệp PDF không có trang nào',
  'The PDF is protected by a password: please upload a copy without one':
    'Tệp PDF được bảo vệ bằng mật khẩu: vui lòng tải lên bản không có mật khẩu',
  'The file is not a supported image': 'Tệp không phải là ảnh được hỗ trợ',
  'The image has too many pixels': 'Ảnh có quá nhiều điểm ảnh',
  'The image must be a data URL of a JPEG, PNG or WebP image':
    'Ảnh phải là một data URL của ảnh JPEG, PNG hoặc WebP',
  'The form data is malformed': 'Dữ liệu biểu mẫu không đúng định dạng',
  'The form data is malformed: {field}': 'Dữ liệu biểu mẫu không đúng định dạng: {field}',
  'Too many files in the form': 'Biểu mẫu có quá nhiều tệp',
  'Too many fields in the form': 'Biểu mẫu có quá nhiều trường',
  'Please send the form as multipart/form-data': 'Vui lòng gửi biểu mẫu dạng multipart/form-data',
  'A form field is too large: {field}': 'Một trường của biểu mẫu quá lớn: {field}',
  'is invalid': 'không hợp lệ',

  // Accounts and sign-in.
  'Facebook sign-in is not available right now, please try again later':
    'Hiện không đăng nhập bằng Facebook được, vui lòng thử lại sau',
  'Facebook sign-in is not configured': 'Chưa thiết lập đăng nhập bằng Facebook',
  'Invalid Facebook token': 'Mã Facebook không hợp lệ',
  'Google sign-in is not configured': 'Chưa thiết lập đăng nhập bằng Google',
  'Google sign-in is not available right now, please try again later':
    'Hiện không đăng nhập bằng Google được, vui lòng thử lại sau',
  'Google token expired': 'Mã Google đã hết hạn',
  'Invalid Google token': 'Mã Google không hợp lệ',
  'This link is not valid. Ask for a new one.':
    'Liên kết này không hợp lệ. Hãy yêu cầu liên kết mới.',
  'This link has already been used. Ask for a new one if you need it.':
    'Liên kết này đã được dùng. Hãy yêu cầu liên kết mới nếu bạn cần.',
  'This link has expired. Ask for a new one.': 'Liên kết này đã hết hạn. Hãy yêu cầu liên kết mới.',
  'Please enter your current password': 'Vui lòng nhập mật khẩu hiện tại',
  'Wrong password': 'Sai mật khẩu',
  'An account with this e-mail already exists.': 'Đã có tài khoản dùng email này.',
  'An account with this e-mail already exists': 'Đã có tài khoản dùng email này',
  'E-mail is not set up on this server': 'Máy chủ này chưa thiết lập gửi email',
  'This account has no e-mail address': 'Tài khoản này không có địa chỉ email',
  'Your e-mail address is already verified': 'Địa chỉ email của bạn đã được xác minh',
  'We sent you a link to verify your e-mail address':
    'Chúng tôi đã gửi cho bạn một liên kết để xác minh địa chỉ email',
  'Your e-mail address is verified': 'Địa chỉ email của bạn đã được xác minh',
  'If an account exists for this address, we sent it a link to set a new password. The link works for one hour.':
    'Nếu có tài khoản với địa chỉ này, chúng tôi đã gửi đến đó một liên kết để đặt mật khẩu mới. Liên kết có hiệu lực trong một giờ.',
  'This link works: choose a new password': 'Liên kết hợp lệ: hãy chọn mật khẩu mới',
  'Your password has been changed': 'Mật khẩu của bạn đã được đổi',
  'You are the last admin. Make another account admin before deleting this one.':
    'Bạn là quản trị viên cuối cùng. Hãy cấp quyền quản trị cho một tài khoản khác trước khi xóa tài khoản này.',
  'Your account has been deleted': 'Tài khoản của bạn đã được xóa',
  'Wrong e-mail or password': 'Sai email hoặc mật khẩu',
  'Password must be at most {max} characters': 'Mật khẩu tối đa {max} ký tự',
  'Password must be at least {min} characters': 'Mật khẩu phải có ít nhất {min} ký tự',
  'Password is required': 'Vui lòng nhập mật khẩu',
  'Name must be at most {max} characters': 'Tên tối đa {max} ký tự',
  'Please enter your name': 'Vui lòng nhập tên của bạn',
  'token is too long': 'token quá dài',
  'token is required': 'Thiếu token',
  'accessToken is too long': 'accessToken quá dài',
  'accessToken is required': 'Thiếu accessToken',

  // Businesses, lists, items.
  'Please enter a phone number': 'Vui lòng nhập số điện thoại',
  'Please enter a valid phone number': 'Vui lòng nhập số điện thoại hợp lệ',
  'Please enter a valid phone number from {region}, like {example}':
    'Vui lòng nhập số điện thoại hợp lệ của {region}, ví dụ {example}',
  'Please enter a valid phone number from {region}, like {example} (or + and the country code)':
    'Vui lòng nhập số điện thoại hợp lệ của {region}, ví dụ {example} (hoặc dấu + và mã quốc gia)',
  'Please enter a price like 45000: prices in {currency} have no decimals':
    'Vui lòng nhập giá, ví dụ 45000: giá bằng {currency} không có phần thập phân',
  'phone and displayPhone name different numbers': 'phone và displayPhone là hai số khác nhau',
  'Business not found': 'Không tìm thấy quán',
  'Only admins can list stale businesses':
    'Chỉ quản trị viên mới xem được danh sách quán lâu chưa xác nhận',
  'No business with that phone number': 'Không có quán nào với số điện thoại đó',
  'A business with this phone number already exists': 'Đã có quán dùng số điện thoại này',
  'Only an admin can switch the feedback program':
    'Chỉ quản trị viên mới bật hoặc tắt được chương trình góp ý',
  'A list with this name already exists': 'Đã có danh sách mang tên này',
  'No user with that e-mail': 'Không có người dùng nào với email đó',
  'Assigned {business} to {email}': 'Đã giao {business} cho {email}',
  'You have reached the maximum number of tags': 'Bạn đã đạt số thẻ tối đa',
  'Item not found': 'Không tìm thấy món',
  'Dish not found': 'Không tìm thấy món',
  'No such list in this business': 'Quán này không có danh sách đó',
  'Please enter a valid e-mail address': 'Vui lòng nhập địa chỉ email hợp lệ',
  'Please enter a list name': 'Vui lòng nhập tên danh sách',
  'Please enter a name': 'Vui lòng nhập tên',
  'Please choose a list': 'Vui lòng chọn một danh sách',
  'Please enter a price like 12.50': 'Vui lòng nhập giá, ví dụ 12.50',
  'a tag is at most {max} characters': 'mỗi thẻ tối đa {max} ký tự',
  'at most {max} categories': 'tối đa {max} loại hình',
  'location[lat] must be a latitude from -90 to 90': 'location[lat] phải là vĩ độ từ -90 đến 90',
  'location[lng] must be a longitude from -180 to 180':
    'location[lng] phải là kinh độ từ -180 đến 180',
  'location[lat] and location[lng] go together: give both or neither':
    'location[lat] và location[lng] đi cùng nhau: nhập cả hai hoặc bỏ trống cả hai',
  'website must be an address starting with http:// or https://':
    'website phải là địa chỉ bắt đầu bằng http:// hoặc https://',
  'email must be an e-mail address like hello@example.com':
    'email phải là địa chỉ email, ví dụ hello@example.com',
  'must be like, unlike, dislike or undislike': 'phải là like, unlike, dislike hoặc undislike',
  '{field} must be {first} or {second}': '{field} phải là {first} hoặc {second}',

  // Common field rules (after the field's name, as `body.name: …`).
  'must be at most {max} characters': 'tối đa {max} ký tự',
  'must be true or false': 'phải là true hoặc false',
  "must be 'true' or 'false'": "phải là 'true' hoặc 'false'",
  "{field} must be 'true' or 'false'": "{field} phải là 'true' hoặc 'false'",
  '{field} must be true or false': '{field} phải là true hoặc false',
  'must be a valid id': 'phải là một id hợp lệ',
  '{field} must be a valid id': '{field} phải là một id hợp lệ',
  'must be one of {values}': 'phải là một trong {values}',
  '{field} must be one of {values}': '{field} phải là một trong {values}',
  '{field} must be one of: {values}': '{field} phải là một trong: {values}',
  'must not contain control characters': 'không được chứa ký tự điều khiển',
  'must be text': 'phải là văn bản',
  '{field} must be text': '{field} phải là văn bản',
  '{field} is too long': '{field} quá dài',
  "{field} has unknown value '{value}': use {values}":
    "{field} có giá trị không xác định '{value}': hãy dùng {values}",
  'page is too large': 'page quá lớn',
  'page must be a whole number from 1': 'page phải là số nguyên từ 1 trở lên',
  'must be an object like { vi: { name, description } }':
    'phải là một đối tượng dạng { vi: { name, description } }',
  'must be an object like { name, description }':
    'phải là một đối tượng dạng { name, description }',
  'is not a language: languages are {values}': 'không phải là ngôn ngữ: các ngôn ngữ là {values}',

  // Search and paging.
  'Please enter something to search': 'Vui lòng nhập nội dung cần tìm',
  'after must be the cursor from the previous answer\'s Link header (rel="next")':
    'after phải là con trỏ lấy từ tiêu đề Link của câu trả lời trước (rel="next")',
  'near must be latitude,longitude like 37.33,-121.89 (latitude -90 to 90, longitude -180 to 180)':
    'near phải có dạng vĩ độ,kinh độ, ví dụ 37.33,-121.89 (vĩ độ từ -90 đến 90, kinh độ từ -180 đến 180)',
  'radiusKm must be a number above 0 and at most 500':
    'radiusKm phải là số lớn hơn 0 và tối đa 500',
  'maxPrice must be a price like 15 or 12.50': 'maxPrice phải là giá, ví dụ 15 hoặc 12.50',
  'radiusKm needs near=latitude,longitude': 'radiusKm cần có near=vĩ độ,kinh độ',
  'sort=distance needs near=latitude,longitude': 'sort=distance cần có near=vĩ độ,kinh độ',

  // Opening hours.
  'must be a time like 09:00 or 24:00 (closes only)':
    'phải là giờ, ví dụ 09:00 hoặc 24:00 (chỉ cho giờ đóng cửa)',
  'must be a date like 2026-12-25': 'phải là ngày, ví dụ 2026-12-25',
  'is not a known time zone (an IANA name like America/Los_Angeles)':
    'không phải là múi giờ đã biết (tên IANA, ví dụ Asia/Ho_Chi_Minh)',
  'a range cannot open at 24:00': 'một khung giờ không thể mở cửa lúc 24:00',
  'a range must not open and close at the same time (00:00 to 24:00 is all day)':
    'một khung giờ không được mở và đóng cùng lúc (00:00 đến 24:00 là cả ngày)',
  'at most {max} ranges a day': 'tối đa {max} khung giờ mỗi ngày',
  'a closed special day has no ranges': 'ngày đặc biệt đóng cửa không có khung giờ',
  'a special day that is not closed needs at least one range':
    'ngày đặc biệt không đóng cửa cần ít nhất một khung giờ',
  'ranges overlap on {date}: {first} and {second}':
    'các khung giờ trùng nhau vào {date}: {first} và {second}',
  'at most {max} weekly ranges': 'tối đa {max} khung giờ mỗi tuần',
  'at most {max} special days': 'tối đa {max} ngày đặc biệt',
  'hours overlap: {day} {first} and {day2} {second}':
    'giờ mở cửa trùng nhau: {day} {first} và {day2} {second}',
  '{date}: the same date is listed twice': '{date}: ngày này được liệt kê hai lần',
  'reopensOn is only for a temporarily closed business': 'reopensOn chỉ dành cho quán tạm đóng cửa',

  // Claims.
  'No claim with this id': 'Không có yêu cầu nhận quán nào với id này',
  'Please verify your e-mail address before you claim a business':
    'Vui lòng xác minh địa chỉ email trước khi nhận quán',
  'You already manage this business': 'Bạn đã quản lý quán này',
  'This business is already managed by its owner. If that is wrong, report a problem on its page.':
    'Quán này đã có chủ quản lý. Nếu điều đó không đúng, hãy báo cáo sự cố trên trang của quán.',
  'You have already claimed this business; your claim is waiting':
    'Bạn đã gửi yêu cầu nhận quán này; yêu cầu đang chờ xét',
  "We sent a link to the business's e-mail address. Open it while signed in to manage the listing.":
    'Chúng tôi đã gửi một liên kết đến địa chỉ email của quán. Hãy mở liên kết khi đang đăng nhập để quản lý trang quán.',
  'Thank you. An admin will check your claim and write to you.':
    'Cảm ơn bạn. Quản trị viên sẽ xem xét yêu cầu và gửi thư cho bạn.',
  'This claim link is not valid. Claim the business again from its page.':
    'Liên kết nhận quán không hợp lệ. Hãy gửi yêu cầu nhận quán lại từ trang của quán.',
  'This claim link belongs to another account. Sign in as the person who claimed the business.':
    'Liên kết nhận quán thuộc về tài khoản khác. Hãy đăng nhập bằng tài khoản đã gửi yêu cầu.',
  'This claim link has already been used': 'Liên kết nhận quán đã được dùng',
  'This claim link has expired. Claim the business again from its page.':
    'Liên kết nhận quán đã hết hạn. Hãy gửi yêu cầu nhận quán lại từ trang của quán.',
  'This claim has already been decided': 'Yêu cầu nhận quán này đã được xử lý',
  'The message must be at most {max} characters': 'Lời nhắn tối đa {max} ký tự',
  'The claim link has no token': 'Liên kết nhận quán không có mã',
  'The note must be at most {max} characters': 'Ghi chú tối đa {max} ký tự',

  // Feedback and discounts.
  'Too much feedback from this network, please try again later':
    'Quá nhiều góp ý từ mạng này, vui lòng thử lại sau',
  'This discount was withdrawn by the business and can no longer be redeemed. Please ask the staff.':
    'Quán đã rút lại ưu đãi này nên không thể dùng nữa. Vui lòng hỏi nhân viên.',
  'No such burst at this business': 'Quán này không có đợt góp ý đó',
  'This business does not collect feedback': 'Quán này không nhận góp ý',
  "Today's feedback discounts at this business are all given; please come back tomorrow":
    'Ưu đãi góp ý hôm nay của quán đã hết; vui lòng quay lại vào ngày mai',
  'Too much feedback from this network today, please come back tomorrow':
    'Hôm nay có quá nhiều góp ý từ mạng này, vui lòng quay lại vào ngày mai',
  'This network has left feedback at too many businesses today, please come back tomorrow':
    'Hôm nay mạng này đã góp ý cho quá nhiều quán, vui lòng quay lại vào ngày mai',
  'You already have a discount to redeem': 'Bạn đã có một ưu đãi chờ sử dụng',
  'Thanks for your feedback! You can leave feedback again in {days} days.':
    'Cảm ơn bạn đã góp ý! Bạn có thể góp ý lại sau {days} ngày.',
  'You have left a lot of feedback today, please come back tomorrow':
    'Hôm nay bạn đã góp ý rất nhiều, vui lòng quay lại vào ngày mai',
  'Thank you for your feedback': 'Cảm ơn bạn đã góp ý',
  'Successfuly redeemed!': 'Đã dùng ưu đãi thành công!',
  'This discount has already been redeemed': 'Ưu đãi này đã được sử dụng',
  'You have no discount to redeem here': 'Bạn không có ưu đãi nào để dùng ở đây',
  '{field} must be a whole number from 1 to {max}': '{field} phải là số nguyên từ 1 đến {max}',
  '{field} must be at most {max} characters': '{field} tối đa {max} ký tự',
  '{field} must be a list of texts': '{field} phải là một danh sách văn bản',
  '{field} must be a list of answers': '{field} phải là một danh sách câu trả lời',
  '{field} must not be empty': '{field} không được để trống',
  'at most {max} labels': 'tối đa {max} nhãn',
  'at most {max} answers': 'tối đa {max} câu trả lời',
  '{question} is answered twice': '{question} được trả lời hai lần',
  '{question} needs a rating from 1 to {max}': '{question} cần điểm đánh giá từ 1 đến {max}',
  'Suggestions take no rating': 'Góp ý không kèm điểm đánh giá',
  '{field} must be at most {max}': '{field} tối đa là {max}',
  '{field} must be 0 or more': '{field} phải từ 0 trở lên',
  '{field} must be a whole number': '{field} phải là số nguyên',
  '{field} must be counted or dropped': '{field} phải là counted hoặc dropped',

  // Imports, menu drafts, AI.
  'Only an admin can import this kind of file': 'Chỉ quản trị viên mới nhập được loại tệp này',
  'Please choose a file to import': 'Vui lòng chọn tệp để nhập',
  'A menu import needs the businessId of the business it fills':
    'Nhập thực đơn cần businessId của quán được điền thực đơn',
  'Import not found': 'Không tìm thấy lần nhập',
  // An import's file that cannot be read (a 400 at upload); `{message}` names what was expected.
  'This is {kind}, not {message}.': 'Đây là {kind}, không phải {message}.',
  'The file is not UTF-8 text, so it cannot be {message}: save it as UTF-8 and try again.':
    'Tệp không phải văn bản UTF-8 nên không thể là {message}: hãy lưu tệp dạng UTF-8 rồi thử lại.',
  'The file is empty: expected {message}.': 'Tệp trống: cần {message}.',
  'a menu CSV': 'một tệp CSV thực đơn',
  'a businesses CSV': 'một tệp CSV danh sách quán',
  'an OSM file': 'một tệp OSM',
  'a GeoJSON file': 'một tệp GeoJSON',
  'an HTML page or JSON-LD file of a restaurant': 'một trang HTML hoặc tệp JSON-LD của nhà hàng',
  'The CSV is broken: {reason}': 'Tệp CSV bị lỗi: {reason}',
  "The CSV header is not {message}'s: {problems}. It must be: {columns}":
    'Dòng tiêu đề CSV không khớp với {message}: {problems}. Dòng tiêu đề phải là: {columns}',
  'Unknown kind of business file: {kind}.': 'Loại tệp quán không xác định: {kind}.',
  'This is not an OSM file: expected Overpass JSON ({"elements": [...]}) or OSM XML (<osm>).':
    'Đây không phải tệp OSM: cần Overpass JSON ({"elements": [...]}) hoặc OSM XML (<osm>).',
  'The Overpass JSON is broken: {reason}.': 'Tệp Overpass JSON bị lỗi: {reason}.',
  'This is GeoJSON, not Overpass JSON: import it as kind geojson.':
    'Đây là GeoJSON, không phải Overpass JSON: hãy nhập với loại geojson.',
  'This JSON is not Overpass output: it has no "elements" list.':
    'Tệp JSON này không phải kết quả của Overpass: không có danh sách "elements".',
  'The OSM XML is broken: {reason}.': 'Tệp OSM XML bị lỗi: {reason}.',
  'This XML is not OSM XML: its root element is <{root}>, where <osm> was expected.':
    'Tệp XML này không phải OSM XML: phần tử gốc là <{root}>, trong khi cần <osm>.',
  'The GeoJSON is broken: {reason}.': 'Tệp GeoJSON bị lỗi: {reason}.',
  'This is Overpass JSON, not GeoJSON: import it as kind osm.':
    'Đây là Overpass JSON, không phải GeoJSON: hãy nhập với loại osm.',
  'This JSON is not a GeoJSON FeatureCollection: it needs "type": "FeatureCollection" and a "features" list.':
    'Tệp JSON này không phải GeoJSON FeatureCollection: cần có "type": "FeatureCollection" và danh sách "features".',
  'The JSON-LD file is broken at line {line}, column {column}: {reason}.':
    'Tệp JSON-LD bị lỗi ở dòng {line}, cột {column}: {reason}.',
  'The JSON-LD script number {number} is broken at line {line}, column {column}: {reason}.':
    'Đoạn script JSON-LD số {number} bị lỗi ở dòng {line}, cột {column}: {reason}.',
  'The JSON-LD script number {number} is broken: {reason}.':
    'Đoạn script JSON-LD số {number} bị lỗi: {reason}.',
  '{message} No other JSON-LD on the page describes a Restaurant or another FoodEstablishment (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).':
    '{message} Không có JSON-LD nào khác trên trang mô tả một Restaurant hay FoodEstablishment khác (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).',
  'The file JSON-LD describes no restaurant (it has {types}): expected a Restaurant or another FoodEstablishment (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).':
    'JSON-LD của tệp không mô tả nhà hàng nào (chỉ có {types}): cần một Restaurant hoặc FoodEstablishment khác (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).',
  'The file JSON-LD describes no restaurant (it names no @type): expected a Restaurant or another FoodEstablishment (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).':
    'JSON-LD của tệp không mô tả nhà hàng nào (không nêu @type nào): cần một Restaurant hoặc FoodEstablishment khác (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).',
  "The page's JSON-LD describes no restaurant (it has {types}): expected a Restaurant or another FoodEstablishment (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).":
    'JSON-LD của trang không mô tả nhà hàng nào (chỉ có {types}): cần một Restaurant hoặc FoodEstablishment khác (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).',
  "The page's JSON-LD describes no restaurant (it names no @type): expected a Restaurant or another FoodEstablishment (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).":
    'JSON-LD của trang không mô tả nhà hàng nào (không nêu @type nào): cần một Restaurant hoặc FoodEstablishment khác (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).',
  'This page has no schema.org JSON-LD (no <script type="application/ld+json">), so there is no restaurant to read. Save the restaurant\'s own page, or give a JSON-LD file.':
    'Trang này không có JSON-LD schema.org (không có <script type="application/ld+json">) nên không có nhà hàng nào để đọc. Hãy lưu trang riêng của nhà hàng, hoặc dùng một tệp JSON-LD.',
  'The restaurant in this file has no name, so it cannot be imported.':
    'Nhà hàng trong tệp này không có tên nên không thể nhập.',
  'The restaurant cannot be imported: {message}': 'Không thể nhập nhà hàng: {message}',
  // An import report's rows (stored in English, translated when the report is read): why a row
  // was skipped, or what was left out of it.
  'Row {row} has {cells} cells where the header has {columns}.':
    'Dòng {row} có {cells} ô trong khi dòng tiêu đề có {columns} ô.',
  'The row cannot be read.': 'Không đọc được dòng này.',
  'It has no id.': 'Phần tử này không có id.',
  'id is required: a re-import finds the business by it.':
    'Cần có id: khi nhập lại, quán được tìm theo id này.',
  'id {id} is already used by row {row}.': 'id {id} đã được dùng ở dòng {row}.',
  'lat must be a number between -90 and 90.': 'lat phải là số từ -90 đến 90.',
  'lng must be a number between -180 and 180.': 'lng phải là số từ -180 đến 180.',
  'lat and lng go together: give both or neither.':
    'lat và lng đi cùng nhau: nhập cả hai hoặc bỏ trống cả hai.',
  '{field} is required.': 'Cần có {field}.',
  '{field} must be at most {max} characters (it has {length}).':
    '{field} tối đa {max} ký tự (hiện có {length}).',
  '{field} must not contain control characters.': '{field} không được chứa ký tự điều khiển.',
  'categories must be at most {max} (there are {count}).':
    'categories tối đa {max} mục (hiện có {count}).',
  'tags must be at most {max} (there are {count}).': 'tags tối đa {max} thẻ (hiện có {count}).',
  'only the first of several phone numbers was kept.':
    'chỉ giữ số điện thoại đầu tiên trong số nhiều số.',
  'phone "{value}" is not a US phone number of 10 digits, so it was left empty.':
    'phone "{value}" không phải số điện thoại Hoa Kỳ gồm 10 chữ số nên được để trống.',
  'phone "{value}" is not a phone number of {region} like {example} (or + and the country code), so it was left empty.':
    'phone "{value}" không phải số điện thoại của {region}, ví dụ {example} (hoặc dấu + và mã quốc gia), nên được để trống.',
  'phone "{value}" is not a phone number of {region} (or + and the country code), so it was left empty.':
    'phone "{value}" không phải số điện thoại của {region} (hoặc dấu + và mã quốc gia) nên được để trống.',
  'website "{value}" is not an http(s) address, so it was left empty.':
    'website "{value}" không phải địa chỉ http(s) nên được để trống.',
  'email "{value}" is not an e-mail address, so it was left empty.':
    'email "{value}" không phải địa chỉ email nên được để trống.',
  'opening hours kept as text: {message}': 'giờ mở cửa được giữ dạng văn bản: {message}',
  'opening hours kept as text: {message}.': 'giờ mở cửa được giữ dạng văn bản: {message}.',
  'times that follow the sun (sunrise, sunset, dawn, dusk) are not fixed hours':
    'giờ theo mặt trời (bình minh, hoàng hôn, rạng đông, chạng vạng) không phải giờ cố định',
  'open-ended, unknown or commented times cannot be stated in our hours':
    'giờ không có lúc đóng cửa, không rõ hoặc kèm chú thích thì không ghi được vào giờ mở cửa',
  'the weekly hours change through the year (seasons, week numbers or many dated exceptions)':
    'giờ hằng tuần thay đổi trong năm (theo mùa, theo số tuần hoặc nhiều ngày ngoại lệ)',
  'more ranges than our hours hold (at most {weekly} a week and {daily} on a changed day)':
    'nhiều khung giờ hơn mức cho phép (tối đa {weekly} khung mỗi tuần và {daily} khung vào ngày thay đổi)',
  'longer than {max} characters': 'dài hơn {max} ký tự',
  'the opening_hours library could not read it ({reason})':
    'thư viện opening_hours không đọc được ({reason})',
  invalid: 'không hợp lệ',
  'only the first {max} changed days of the opening hours were kept':
    'chỉ giữ {max} ngày thay đổi đầu tiên của giờ mở cửa',
  'only the first {max} changed days of the opening hours were kept.':
    'chỉ giữ {max} ngày thay đổi đầu tiên của giờ mở cửa.',
  'Element {number} ("{name}") has no OSM type and id (like node/123).':
    'Phần tử {number} ("{name}") không có loại và id OSM (ví dụ node/123).',
  'Element {number} ("{name}") has no OSM id.': 'Phần tử {number} ("{name}") không có id OSM.',
  "it has no coordinates in the file (a way's nodes or `out center` are missing), so it has no place on the map.":
    'phần tử không có tọa độ trong tệp (thiếu các nút của way hoặc `out center`) nên không có vị trí trên bản đồ.',
  '{ref} appears more than once in the file; the first one was imported.':
    '{ref} xuất hiện nhiều lần trong tệp; chỉ phần tử đầu tiên được nhập.',
  'Its geometry is not a GeoJSON geometry.': 'Trường geometry không phải hình học GeoJSON.',
  'Its {type} geometry has no coordinates.': 'Hình học {type} không có tọa độ.',
  'Feature {number} ({name}) has no id: give it "@id" (like node/123) or "id".':
    'Đối tượng {number} ({name}) không có id: hãy thêm "@id" (ví dụ node/123) hoặc "id".',
  'it has no geometry in the file, so it has no place on the map.':
    'phần tử không có hình học trong tệp nên không có vị trí trên bản đồ.',
  'the phone {phone} belongs to another business already in the directory: left as it is':
    'số điện thoại {phone} thuộc về một quán khác đã có trong danh bạ: giữ nguyên',
  'a business with the phone {phone} is already in the directory (not made by this import): left as it is':
    'một quán có số điện thoại {phone} đã có trong danh bạ (không do lần nhập này tạo): giữ nguyên',
  'kept what the owner edited: {fields}': 'giữ nguyên những gì chủ quán đã sửa: {fields}',
  '{message}; import it again with businessId to fill it':
    '{message}; hãy nhập lại kèm businessId để điền thông tin cho quán đó',
  'cannot be imported': 'không thể nhập',
  'cannot be imported.': 'không thể nhập.',
  'the import stopped here: {message}; it resumes from this row when run again':
    'lần nhập dừng ở đây: {message}; khi chạy lại sẽ tiếp tục từ dòng này',
  'the business is gone': 'quán không còn tồn tại',
  'a menu import names its business': 'lần nhập thực đơn phải chỉ rõ quán',
  'toHours: unknown time zone {zone}': 'toHours: múi giờ không xác định {zone}',
  'price must be a price like {example} or empty (not "{value}").':
    'price phải là giá, ví dụ {example}, hoặc để trống (không phải "{value}").',
  '{field}: "{value}" is not one of {values}.': '{field}: "{value}" không thuộc {values}.',
  // The item form's own message about a menu CSV row's list (its `topic`).
  'list: {message}.': 'list: {message}.',
  '{message} It was skipped.': '{message} Đoạn này đã được bỏ qua.',
  'the file describes {count} restaurants; only the first, "{name}", was read.':
    'tệp mô tả {count} nhà hàng; chỉ nhà hàng đầu tiên, "{name}", được đọc.',
  '{field} was cut to {max} characters (it has {length}).':
    '{field} đã được cắt còn {max} ký tự (vốn có {length}).',
  'the cuisine "{name}" was left out: a category is at most {max} characters.':
    'đã bỏ ẩm thực "{name}": mỗi loại hình tối đa {max} ký tự.',
  'only the first {max} of {count} cuisines were kept.':
    'chỉ giữ {max} loại ẩm thực đầu tiên trong số {count}.',
  'geo was left out: {message}': 'đã bỏ geo: {message}',
  '"{value}" is not an OpeningHoursSpecification': '"{value}" không phải OpeningHoursSpecification',
  'dayOfWeek "{value}" is not a day of the week': 'dayOfWeek "{value}" không phải ngày trong tuần',
  'opens and closes must be times like 11:00 (they are "{opens}" and "{closes}")':
    'opens và closes phải là giờ, ví dụ 11:00 (hiện là "{opens}" và "{closes}")',
  'validFrom and validThrough must both be dates like 2026-12-25, the first not after the second':
    'validFrom và validThrough đều phải là ngày, ví dụ 2026-12-25, ngày trước không được sau ngày sau',
  'an entry names neither days (dayOfWeek) nor dates (validFrom, validThrough)':
    'một mục không nêu thứ trong tuần (dayOfWeek) cũng không nêu ngày (validFrom, validThrough)',
  'the price "{value}" is not an amount like 12.50':
    'giá "{value}" không phải số tiền, ví dụ 12.50',
  'the price {value} is not an amount like 12.50': 'giá {value} không phải số tiền, ví dụ 12.50',
  'the price {value} is more than {max}': 'giá {value} lớn hơn {max}',
  '"{name}": {message}, so it was imported without a price.':
    '"{name}": {message}, nên món được nhập không kèm giá.',
  'the list name was cut to {max} characters.': 'tên danh sách đã được cắt còn {max} ký tự.',
  'is a link ({link}), not a menu item: skipped.':
    'là một liên kết ({link}), không phải món trong thực đơn: đã bỏ qua.',
  'is not a menu item: skipped.': 'không phải món trong thực đơn: đã bỏ qua.',
  'the menu item has no name: skipped.': 'món không có tên: đã bỏ qua.',
  'the name "{name}" is longer than {max} characters (it has {length}): skipped.':
    'tên "{name}" dài hơn {max} ký tự (có {length} ký tự): đã bỏ qua.',
  '"{name}": the description was cut to {max} characters (it has {length}).':
    '"{name}": phần mô tả đã được cắt còn {max} ký tự (vốn có {length}).',
  '"{name}": {field} cannot be imported: skipped.': '"{name}": {field} không thể nhập: đã bỏ qua.',
  '"{name}": {field} {message}: skipped.': '"{name}": {field} {message}: đã bỏ qua.',
  'sections nested more than {max} deep were left out.': 'đã bỏ các mục lồng sâu quá {max} cấp.',
  'is not a menu section (MenuSection): skipped.':
    'không phải mục thực đơn (MenuSection): đã bỏ qua.',
  '{count} price is in {currency}, but a business in {country} shows prices in {local}: the amounts were kept as they are.':
    '{count} giá tính bằng {currency}, nhưng quán ở {country} hiển thị giá bằng {local}: số tiền được giữ nguyên.',
  '{count} prices are in {currency}, but a business in {country} shows prices in {local}: the amounts were kept as they are.':
    '{count} giá tính bằng {currency}, nhưng quán ở {country} hiển thị giá bằng {local}: số tiền được giữ nguyên.',
  'the restaurant has no menu in the file (hasMenu): only the business was read.':
    'nhà hàng không có thực đơn trong tệp (hasMenu): chỉ đọc thông tin quán.',
  'the menu is on another page ({url}), not in this file: import that page for this business to add its dishes.':
    'thực đơn nằm ở trang khác ({url}), không có trong tệp này: hãy nhập trang đó cho quán này để thêm các món.',
  'a menu in the file has no sections and no items.':
    'một thực đơn trong tệp không có mục và món nào.',
  // A draft's problem, with where it is: `{message}` is another message, translated in turn.
  'List {list}: {message}': 'Danh sách {list}: {message}',
  'List {list} "{name}": {message}': 'Danh sách {list} "{name}": {message}',
  'List {list}{name}, item {item}: {message}': 'Danh sách {list}{name}, món {item}: {message}',
  'List {list}{name}, item {item}, {field}: {message}':
    'Danh sách {list}{name}, món {item}, {field}: {message}',
  'Menu draft not found': 'Không tìm thấy bản nháp thực đơn',
  'This menu draft was already published': 'Bản nháp thực đơn này đã được đăng',
  'The menu is still being read: publish it once it is ready':
    'Thực đơn vẫn đang được đọc: hãy đăng khi đã sẵn sàng',
  'This menu could not be read, so there is nothing to publish: please upload it again':
    'Không đọc được thực đơn này nên không có gì để đăng: vui lòng tải lên lại',
  'The menu is not valid': 'Thực đơn không hợp lệ',
  'Please choose a photo or PDF of your menu': 'Vui lòng chọn ảnh hoặc tệp PDF thực đơn của bạn',
  'The file must be a JPEG, PNG or WebP photo, or a PDF':
    'Tệp phải là ảnh JPEG, PNG hoặc WebP, hoặc tệp PDF',
  '{field} must be a list of lists': '{field} phải là một danh sách các danh sách',
  'There is no item to publish: keep or add at least one':
    'Không có món nào để đăng: hãy giữ lại hoặc thêm ít nhất một món',
  'A menu draft holds at most {max} items': 'Bản nháp thực đơn có tối đa {max} món',
  'Too many AI requests, please try again in a few minutes':
    'Quá nhiều yêu cầu AI, vui lòng thử lại sau vài phút',
  'The AI provider failed: {reason}': 'Nhà cung cấp AI gặp lỗi: {reason}',
  'AI helpers are not configured on this server': 'Máy chủ này chưa thiết lập trợ lý AI',
  'The AI provider did not answer in time': 'Nhà cung cấp AI không trả lời kịp',
  'The AI provider refused this prompt: {reason}': 'Nhà cung cấp AI từ chối yêu cầu này: {reason}',
  'Please enter a name to generate from': 'Vui lòng nhập tên để tạo nội dung',
  'Please give a name or a description to translate': 'Vui lòng nhập tên hoặc mô tả cần dịch',
  'The prompt must be at most {max} characters': 'Yêu cầu tối đa {max} ký tự',

  // Insights and printing.
  'must be a real date': 'phải là ngày có thật',
  'must be a date as YYYY-MM-DD': 'phải là ngày dạng YYYY-MM-DD',
  'the range must be at most two years': 'khoảng thời gian tối đa hai năm',
  'from must not be after to': 'from không được sau to',
  'paper must be a4 or letter': 'paper phải là a4 hoặc letter',
  'No such print document: use {values}': 'Không có tài liệu in này: hãy dùng {values}',

  // Reports.
  'Too many reports from this address, please try again in an hour':
    'Quá nhiều báo cáo từ địa chỉ này, vui lòng thử lại sau một giờ',
  'The suggestion no longer passes the checks ({reason}): reject it, or edit the business by hand':
    'Đề xuất không còn hợp lệ ({reason}): hãy từ chối, hoặc tự sửa thông tin quán',
  'Report not found': 'Không tìm thấy báo cáo',
  'This report was already resolved': 'Báo cáo này đã được xử lý',
  'suggestion must name at least one field to change':
    'suggestion phải nêu ít nhất một trường cần sửa',
  "must be 'business' or 'item'": "phải là 'business' hoặc 'item'",
  'a suggestion changes a business; for a dish, describe the problem in the message':
    'đề xuất chỉ dùng để sửa quán; với món ăn, hãy mô tả sự cố trong lời nhắn',
  'Please describe the problem': 'Vui lòng mô tả sự cố',
  'email must be an e-mail address like you@example.com':
    'email phải là địa chỉ email, ví dụ ban@example.com',
};

/**
 * The server's other texts in Vietnamese: e-mails and page titles and descriptions, looked up by
 * their English text exactly (serverText), never matched against an answer's message.
 */
export const SERVER_TEXTS_VI: Record<string, string> = {
  // E-mails (the subject, then the lines of the text).
  'Hello,': 'Xin chào,',
  'Hello {name},': 'Xin chào {name},',
  'Verify your e-mail address for Menudex': 'Xác minh địa chỉ email của bạn trên Menudex',
  'Please confirm that this is your e-mail address by opening this link:':
    'Vui lòng mở liên kết này để xác nhận đây là địa chỉ email của bạn:',
  'The link works once, for {hours} hours. If you did not sign up for Menudex, ignore this mail.':
    'Liên kết chỉ dùng được một lần, trong {hours} giờ. Nếu bạn không đăng ký Menudex, hãy bỏ qua thư này.',
  'Set a new Menudex password': 'Đặt mật khẩu Menudex mới',
  'Someone, probably you, asked to set a new password for your Menudex account. Open this link to choose it:':
    'Có người, có lẽ là bạn, đã yêu cầu đặt mật khẩu mới cho tài khoản Menudex của bạn. Mở liên kết này để chọn mật khẩu:',
  'The link works once, for one hour. If you did not ask, ignore this mail: your password stays as it is.':
    'Liên kết chỉ dùng được một lần, trong một giờ. Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.',
  'Confirm that {claimant} manages {business} on Menudex':
    'Xác nhận {claimant} quản lý {business} trên Menudex',
  '{claimant} asked to manage the listing of {business} on Menudex, the menu directory. This is the e-mail address we have for the business, so we ask here.':
    '{claimant} đã yêu cầu quản lý trang của {business} trên Menudex, danh bạ thực đơn. Đây là địa chỉ email chúng tôi có của quán, nên chúng tôi hỏi qua địa chỉ này.',
  'Their message: {note}': 'Lời nhắn của họ: {note}',
  'If that is you or someone you trust, open this link while signed in as {claimant}:':
    'Nếu đó là bạn hoặc người bạn tin tưởng, hãy mở liên kết này khi đang đăng nhập bằng tài khoản {claimant}:',
  'The link works once, for {hours} hours. If you do not know about this, ignore this mail: nothing changes.':
    'Liên kết chỉ dùng được một lần, trong {hours} giờ. Nếu bạn không biết về việc này, hãy bỏ qua thư này: sẽ không có gì thay đổi.',
  'You now manage {business} on Menudex': 'Bạn đã là người quản lý {business} trên Menudex',
  'Your claim of {business} on Menudex': 'Yêu cầu nhận quán {business} của bạn trên Menudex',
  'Your claim was approved: you can now edit {business} on Menudex.':
    'Yêu cầu của bạn đã được chấp thuận: giờ bạn có thể chỉnh sửa {business} trên Menudex.',
  'We could not approve your claim of {business}.':
    'Chúng tôi không thể chấp thuận yêu cầu nhận quán {business} của bạn.',
  'Is {name} still correct on Menudex?': 'Thông tin của {name} trên Menudex còn đúng không?',
  'your listing': 'quán của bạn',
  'Are your {count} listings still correct on Menudex?':
    'Thông tin {count} quán của bạn trên Menudex còn đúng không?',
  'Guests trust listings that were checked recently. This listing has not been confirmed for more than {days} days:':
    'Thực khách tin những trang quán vừa được kiểm tra gần đây. Trang quán này chưa được xác nhận hơn {days} ngày:',
  'Guests trust listings that were checked recently. These listings have not been confirmed for more than {days} days:':
    'Thực khách tin những trang quán vừa được kiểm tra gần đây. Các trang quán này chưa được xác nhận hơn {days} ngày:',
  'Your business': 'Quán của bạn',
  'last confirmed {date}': 'xác nhận lần cuối {date}',
  'never confirmed': 'chưa từng được xác nhận',
  'Open the link, check the hours, prices and menu, and press "Confirm everything is correct" (or save your changes).':
    'Mở liên kết, kiểm tra giờ mở cửa, giá và thực đơn, rồi bấm "Xác nhận mọi thông tin đều đúng" (hoặc lưu các thay đổi của bạn).',
  'Your report on Menudex was accepted': 'Báo cáo của bạn trên Menudex đã được chấp nhận',
  'Your report on Menudex was reviewed': 'Báo cáo của bạn trên Menudex đã được xem xét',
  'Thank you for your report about {business} on Menudex ({reason}).':
    'Cảm ơn bạn đã báo cáo về {business} trên Menudex ({reason}).',
  'a business': 'một quán',
  'Wrong information': 'Thông tin sai',
  'Closed for good': 'Đã đóng cửa hẳn',
  'Illegal content': 'Nội dung vi phạm pháp luật',
  'Spam or advertising': 'Spam hoặc quảng cáo',
  'Something else': 'Vấn đề khác',
  'A moderator accepted it; the listing has been updated where your report asked for a change.':
    'Người kiểm duyệt đã chấp nhận báo cáo; trang quán đã được cập nhật theo những thay đổi bạn đề nghị.',
  'A moderator looked at it and decided not to change the listing.':
    'Người kiểm duyệt đã xem báo cáo và quyết định không thay đổi trang quán.',
  "The moderator's note: {note}": 'Ghi chú của người kiểm duyệt: {note}',
  'You get this mail once because you left your address with the report.':
    'Bạn nhận thư này một lần vì bạn đã để lại địa chỉ khi gửi báo cáo.',

  // Pages: titles, descriptions and JSON-LD (the core catalogue has the page headings' texts).
  'Menudex: an open directory of local restaurants, cafes and their menus. Find dishes by name or food tag.':
    'Menudex: danh bạ mở về các nhà hàng, quán cà phê địa phương và thực đơn của họ. Tìm món theo tên hoặc thẻ món ăn.',
  '{name} menu': 'Thực đơn {name}',
  '{name} in {city}': '{name} ở {city}',
  '{place}: menu with {dishes} on Menudex.': '{place}: thực đơn có {dishes} trên Menudex.',
  '{place}: menu and opening hours on Menudex.': '{place}: thực đơn và giờ mở cửa trên Menudex.',
  'The dishes people like most, all over town: {dishes}.':
    'Những món được yêu thích nhất khắp thành phố: {dishes}.',
  'Local restaurants and cafes and their menus: {businesses}.':
    'Nhà hàng, quán cà phê địa phương và thực đơn của họ: {businesses}.',
  'Local restaurants and cafes and their menus.':
    'Nhà hàng, quán cà phê địa phương và thực đơn của họ.',
  '{input} on Menudex: {found}.': '{input} trên Menudex: {found}.',
  'Dishes and places for {input} on Menudex.': 'Món ăn và quán cho {input} trên Menudex.',
};
