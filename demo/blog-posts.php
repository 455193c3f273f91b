<?php
/**
 * The rest of the demo blog: 21 short posts that, with the three in content.php, make the 24 the
 * blog's loop grid filters (4 categories; tags for the multiple-selection bars).
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

function colophon_demo_tags(): array {
	return array(
		'beginner' => 'Beginner',
		'budget'   => 'Budget',
		'print'    => 'Print',
		'ebook'    => 'Ebook',
		'audio'    => 'Audio',
	);
}

/** Tags of the three original posts. */
function colophon_demo_post_tags(): array {
	return array(
		'how-to-price-your-first-ebook'        => array( 'beginner', 'ebook', 'budget' ),
		'editing-passes-every-book-needs'      => array( 'beginner', 'budget' ),
		'what-makes-a-cover-sell-in-thumbnail' => array( 'ebook', 'print' ),
	);
}

/** slug => [title, category, tags, first paragraph]. */
function colophon_demo_more_posts(): array {
	$rows = array(
		array( 'isbn-numbers-explained', 'ISBNs explained for first-time authors', 'self-publishing-tips', array( 'beginner', 'print' ), 'Every format of your book needs its own ISBN: the paperback, the hardcover and, if you want one, the ebook. Buying a block of ten is usually cheaper than buying one at a time.' ),
		array( 'print-on-demand-or-offset', 'Print on demand or an offset run?', 'self-publishing-tips', array( 'print', 'budget' ), 'Print on demand costs more per copy but nothing up front. An offset run of 500 copies halves the unit price, and fills your garage.' ),
		array( 'wide-or-exclusive-distribution', 'Going wide or staying exclusive with your ebook', 'self-publishing-tips', array( 'ebook' ), 'Exclusive programmes pay for page reads and promotions; wide distribution reaches readers on every store. Try one for ninety days, then compare.' ),
		array( 'audiobook-rights-checklist', 'An audiobook rights checklist', 'self-publishing-tips', array( 'audio', 'beginner' ), 'Before you hire a narrator, check that you still hold the audio rights, that your cover art licence covers audio, and that your contract allows royalty share.' ),
		array( 'copyright-page-template', 'What goes on a copyright page', 'self-publishing-tips', array( 'beginner', 'print', 'ebook' ), 'A copyright notice, the edition, the ISBN for that format, credits for the cover and the editor, and a short rights statement. That is all it needs.' ),
		array( 'choosing-trim-size', 'Choosing a trim size for your paperback', 'cover-design', array( 'print' ), 'Genre sets the expectation: 5 × 8 inches for literary fiction, 6 × 9 for non-fiction, 5.5 × 8.5 for most commercial fiction. Readers notice when it is off.' ),
		array( 'series-branding-covers', 'Branding a series with its covers', 'cover-design', array( 'ebook', 'print' ), 'Keep the title block, the author name and the typeface in the same place on every book, and change one strong element: the colour, or the central image.' ),
		array( 'typography-on-covers', 'Typography that reads at every size', 'cover-design', array( 'ebook' ), 'Two typefaces at most, a title that fills a third of the cover, and enough contrast to read on a black-and-white e-reader.' ),
		array( 'spine-width-calculator', 'Getting the spine width right', 'cover-design', array( 'print', 'beginner' ), 'The spine width depends on the page count and the paper. Ask your printer for the exact figure after formatting, never before.' ),
		array( 'audiobook-cover-square', 'Turning your cover into a square audiobook cover', 'cover-design', array( 'audio' ), 'Audio stores want a square image. Rebuild the layout instead of cropping: move the title above the image and let the art fill the width.' ),
		array( 'briefing-a-cover-designer', 'How to brief a cover designer', 'cover-design', array( 'beginner', 'budget' ), 'Send three covers from your genre that you love, one you dislike, the blurb, and the formats you need. Skip the scene-by-scene description.' ),
		array( 'developmental-edit-what-to-expect', 'What to expect from a developmental edit', 'editing', array( 'beginner' ), 'An editorial letter of ten to twenty pages and comments in the margin. It is about structure, pacing and character, not commas.' ),
		array( 'self-editing-before-the-editor', 'Self-editing before you pay an editor', 'editing', array( 'budget', 'beginner' ), 'Read the manuscript aloud, search for your three most used words, and cut the first chapter by a quarter. Your editor will spend their time better.' ),
		array( 'style-sheets-for-series', 'Style sheets keep a series consistent', 'editing', array( 'print', 'ebook' ), 'Names, spellings, timelines and invented words all go in one document that every editor and proofreader on the series receives.' ),
		array( 'proofreading-the-proof-copy', 'Proofreading the printed proof copy', 'editing', array( 'print' ), 'Order a physical proof. Widows, bad breaks and a crooked barcode only show up on paper.' ),
		array( 'editing-for-narration', 'Editing a manuscript for narration', 'editing', array( 'audio' ), 'Dialogue tags that look fine on the page trip narrators up. Read every scene with two speakers aloud and simplify who says what.' ),
		array( 'launch-week-plan', 'A launch week plan that fits in one page', 'marketing', array( 'beginner', 'ebook' ), 'Day one is for your mailing list, day three for your advance readers to post reviews, day five for a paid promotion. Rest on day seven.' ),
		array( 'mailing-list-first-thousand', 'Your first thousand newsletter subscribers', 'marketing', array( 'budget', 'beginner' ), 'A free short story in the back of your book brings more sign-ups than any advert. Put the link on the last page, not the first.' ),
		array( 'ads-on-a-small-budget', 'Book ads on a small budget', 'marketing', array( 'budget', 'ebook' ), 'Start with five dollars a day, one book, and twenty keywords. Keep the five that sell and stop the rest after a week.' ),
		array( 'audiobook-promotion', 'Promoting an audiobook', 'marketing', array( 'audio' ), 'Promo codes for reviewers, a sample clip on your website, and a mention in every newsletter for a month after release.' ),
		array( 'bookstore-events', 'Getting your book into a bookstore event', 'marketing', array( 'print' ), 'Visit the store as a customer first, bring a one-page sheet with the ISBN and wholesale terms, and offer to bring your own audience.' ),
	);
	$posts = array();
	foreach ( $rows as list( $slug, $title, $category, $tags, $text ) ) {
		$posts[ $slug ] = array(
			'title'    => $title,
			'category' => $category,
			'tags'     => $tags,
			'content'  => '<!-- wp:paragraph --><p>' . $text . '</p><!-- /wp:paragraph -->',
		);
	}
	return $posts;
}

/** Two readers' comments, so a post shows avatars (which wait for consent: features/consent/php/Avatars.php). */
function colophon_demo_comments( int $post_id ): void {
	if ( get_comments( array( 'post_id' => $post_id, 'count' => true ) ) ) {
		return;
	}
	$comments = array(
		array( 'Maya Okafor', 'maya@example.test', 'Useful list. I had not thought to check the cover licence for audio.', '2026-10-20 10:12:00' ),
		array( 'Tom Reyes', 'tom@example.test', 'Royalty share worked well for my second book; the narrator promoted it too.', '2026-10-21 16:40:00' ),
	);
	foreach ( $comments as list( $author, $email, $text, $date ) ) {
		wp_insert_comment(
			array(
				'comment_post_ID'      => $post_id,
				'comment_author'       => $author,
				'comment_author_email' => $email,
				'comment_content'      => $text,
				'comment_date'         => $date,
				'comment_date_gmt'     => $date,
				'comment_approved'     => 1,
			)
		);
	}
}
