"""The tests `pytest -m "not slow"` leaves out (tests/conftest.py marks them
`slow`): by file, the names of its tests that take more than a few seconds,
or "*" for every test of a file whose tests share a long set-up (a book made
once for the module: leaving out one test would only move its cost to the
next). Every test that drives Chromium (the `chromium` fixture) is slow
too. Measured with `pytest -n 2 --dist loadfile --durations=0`."""

from __future__ import annotations

SLOW: dict[str, tuple[str, ...]] = {
    # whole files: a book, a folder, a generator's or a room's runs shared by their tests
    "test_bench_bots.py": ("*",),
    "test_book.py": ("*",),
    "test_book_keys.py": ("*",),
    "test_book_services.py": ("*",),
    "test_book_services_200.py": ("*",),
    "test_concurrent_output.py": ("*",),
    "test_corpus.py": ("*",),
    "test_dominosa_generate.py": ("*",),
    "test_expert.py": ("*",),
    "test_expert_spinners.py": ("*",),
    "test_florentine_expert.py": ("*",),
    "test_generate_endgame.py": ("*",),
    "test_generate_florentine.py": ("*",),
    "test_generate_lines.py": ("*",),
    "test_hint_ties.py": ("*",),
    "test_hostile_recipes.py": ("*",),
    "test_landing_pages.py": ("*",),
    "test_large_print.py": ("*",),
    "test_numbers_browser.py": ("*",),
    "test_pseudo_locale.py": ("*",),
    "test_openspiel_crosscheck.py": ("*",),
    "test_page_fill.py": ("*",),
    "test_page_fill_explained.py": ("*",),
    "test_preflight.py": ("*",),
    "test_preflight_hostile.py": ("*",),
    "test_regions_paper.py": ("*",),
    "test_print_minimums.py": ("*",),
    "test_review.py": ("*",),
    "test_room_replay.py": ("*",),
    "test_worksheet_folders.py": ("*",),
    # single tests (every case of a parametrized one)
    "test_analyse.py": (
        "test_blocked_values_of_every_first_tile_agree_with_every_line",
        "test_florentine_values_of_every_placement_agree_with_exhaustive_search",
        "test_chain_values_of_every_place_agree_with_every_line",
    ),
    "test_answer_text.py": ("test_every_kind_is_told_in_every_language_in_its_own_words",),
    "test_book_words.py": (
        "test_a_book_without_an_author_leaves_the_pdfs_author_empty",
        "test_a_black_and_white_books_answers_speak_of_outline_and_grey",
        "test_a_running_head_names_every_kind_and_number_on_its_page",
        "test_a_books_answers_count_players_from_one_and_write_no_codes",
    ),
    "test_bot_hostile.py": (
        "test_a_mangled_line_never_escapes_answer",
        "test_a_mutated_view_never_escapes_answer",
        "test_the_florentine_bot_answers_every_hostile_line_and_goes_on",
        "test_every_view_of_a_florentine_game_in_play_is_still_answered",
        "test_the_bot_answers_every_hostile_line_and_goes_on",
    ),
    "test_difficulty_levels.py": (
        "test_levels_step_up_on_a_small_sample",
        "test_every_kind_generates_four_levels",
        "test_a_worksheet_takes_the_teachers_level_over_the_age",
        "test_a_florentine_sheet_prefers_two_cards_or_more",
    ),
    "test_review_levels.py": (
        "test_a_domino_log_s_classes_move_at_most_one_step_with_four_times_the_work",
        "test_a_florentine_log_s_classes_move_at_most_one_step_with_four_times_the_work",
    ),
    "test_docs.py": (
        "test_every_example_of_the_docs_holds",
        "test_the_pictures_script_runs_as_a_module",
        "test_the_pictures_script_draws_every_picture_the_docs_show",
    ),
    "test_domino_rules.py": ("test_property_matches_replay_clean",),
    "test_endgame.py": (
        "test_solver_agrees_on_larger_positions",
        "test_paranoid_solver_agrees_with_the_plain_minimax",
        "test_paranoid_bounds_agree_on_longer_rounds",
        "test_solver_agrees_with_the_plain_minimax",
        "test_draw_bounds_agree_with_a_deep_boneyard",
    ),
    "test_florentine_draw_analyse.py": (
        "test_draw_phase_values_match_a_plain_search",
        "test_a_draw_cut_lists_lays_and_discards_and_hint_names_its_move",
        "test_the_open_cut_and_the_seat_cut_sample_the_same_deals",
    ),
    "test_florentine_game.py": ("test_same_seed_same_game_with_every_bot",),
    "test_regions_generate.py": ("test_hard_and_extreme_puzzles_are_unique_and_of_their_level",),
    "test_florentine_game_analyse.py": (
        "test_a_cut_position_is_valued_as_the_game_goes_on",
        "test_a_game_position_is_written_and_read_with_its_players",
        "test_bad_game_fields_are_refused",
        "test_a_puzzle_without_players_is_still_the_one_colour_puzzle",
    ),
    "test_florentine_solver.py": (
        "test_model_agrees_with_exhaustive_search",
        "test_model_agrees_where_cards_wait_for_new_neighbours",
        "test_the_personal_card_repaired_on_the_same_model_is_a_fresh_solve",
    ),
    "test_hints.py": (
        "test_grading_is_the_same_whatever_the_jobs",
        "test_generated_puzzles_need_the_levels_of_their_difficulty",
    ),
    "test_hostile_input.py": (
        "test_loaders_take_any_change_to_a_puzzle",
        "test_commands_take_any_change_to_a_puzzle",
        "test_loaders_take_any_yaml",
        "test_contract",
        "test_loaders_take_any_text",
        "test_command_line_text_is_refused_or_safe_as_xml",
    ),
    "test_hostile_logs.py": (
        "test_any_change_to_a_log_gives_a_position_or_bad_input",
        "test_contract",
    ),
    "test_huge_input.py": (
        "test_a_huge_puzzle_gets_an_answer_in_bounded_work",
        "test_the_largest_board_at_the_real_work",
    ),
    "test_interrupt.py": ("test_a_second_signal_during_shutdown_prints_no_traceback",),
    "test_kinds.py": ("test_every_module_of_every_kind_meets_its_protocol",),
    "test_library.py": (
        "test_play_is_the_commands_game",
        "test_the_types_reach_a_user_script",
    ),
    "test_lines.py": (
        "test_blocked_agrees_with_every_line",
        "test_chain_agrees_with_every_line",
    ),
    "test_lore.py": ("test_the_lore_values_every_lay_as_the_plain_count_does",),
    "test_move_time.py": (
        "test_the_expert_bot_given_a_huge_move_time_exits_2_at_once_within_2_gb",
    ),
    "test_one_engine.py": (
        "test_florentine_three_players_agree_over_the_same_deals",
        "test_florentine_played_out_open_phase_is_valued_alike_deal_for_deal",
    ),
    "test_output.py": (
        "test_a_signal_stops_a_long_search_at_once",
        "test_ctrl_c_stops_a_run_without_workers_in_or_after_a_solve",
        "test_the_pdf_is_the_same_byte_for_byte",
    ),
    "test_output_targets.py": ("test_render_to_stdout_is_written_through_even_into_a_closed_pipe",),
    "test_pages.py": (
        "test_every_worksheet_page_meets_its_reader_minimum",
        "test_every_book_page_meets_the_adult_minimum",
        "test_book_pdf_is_vector",
        "test_the_cover_shows_no_answer_and_the_title_page_no_puzzle",
        "test_four_colours_differ_in_grey",
    ),
    "test_play_cli.py": ("test_a_bots_game_writes_its_log_and_position_reads_it",),
    "test_play_words.py": ("test_the_help_line_names_the_pieces_the_page_moves",),
    "test_plurals.py": ("test_the_room_says_each_count_in_the_form_of_its_language",),
    "test_position.py": (
        "test_position_command_writes_yaml_that_solves",
        "test_florentine_positions_hold_the_board_so_far",
    ),
    "test_review_florentine.py": (
        "test_draw_phase_values_are_analyse_of_the_seat_s_cut",
        "test_nothing_hidden_each_value_is_analyse_of_the_cut_position",
    ),
    "test_spinner_arms.py": (
        "test_the_page_takes_the_clis_move_and_a_tap_on_an_arm_names_it_alike",
    ),
    "test_spinner_keys.py": ("test_no_draw_position_fails_to_sort_its_spinners",),
    "test_strict_json.py": ("test_it_reads_what_json_reads",),
    "test_table_florentine_moves.py": (
        "test_the_question_mark_gives_the_hint_s_move_value_and_reason",
    ),
    "test_worksheet_ages.py": (
        "test_a_worksheets_hint_steps_carry_the_reason_in_its_language",
        "test_a_young_endgame_sheet_names_you_and_your_friend_and_never_subtracts",
        "test_a_books_page_and_print_say_why_and_name_the_colour_alike",
    ),
    "test_pupils_by_touch.py": ("test_every_kind_plays_by_touch_at_phone_and_tablet_size",),
    "test_pupils_tries.py": ("test_tries_are_counted_in_the_code_and_shown_on_the_results_page",),
    "test_read_aloud.py": (
        "test_the_read_aloud_button_speaks_in_the_sheets_language",
        "test_no_voice_for_the_sheets_language_no_button",
    ),
    "test_sheet_reasoning.py": (
        "test_an_endgame_answer_box_has_a_row_for_every_move_of_the_line",
        "test_a_florentine_key_names_each_card_in_its_cell",
    ),
    "test_worksheet_codes.py": ("test_a_code_forged_from_the_sealed_target_does_not_check_out",),
    "test_young_sheets.py": ("test_a_young_florentine_sheet_shows_each_card_turned_as_it_lies",),
    "test_worksheet_facts.py": (
        "test_a_young_florentine_sheet_without_personal_cards_never_names_one",
    ),
    "test_worksheet_paper.py": (
        "test_florentine_puzzles_for_age_ten_go_two_a_page",
        "test_per_page_is_kept_or_refused_with_a_reason",
    ),
    "test_worksheet_players.py": ("test_a_young_sheets_hints_speak_to_you",),
}


# The files that take longest, longest first: the run starts them first
# (tests/conftest.py), so that no long file starts when the other worker is
# nearly done. Measured with `pytest -n 2 --dist loadfile` and the seconds
# of each file's tests added up; a file not listed runs after these.
LONGEST_FIRST: tuple[str, ...] = (
    "test_book_services_200.py",
    "test_play_browser.py",
    "test_huge_input.py",
    "test_docs.py",
    "test_print_minimums.py",
    "test_room_browser.py",
    "test_preflight.py",
    "test_pupils_by_touch.py",
    "test_review_levels.py",
    "test_room_logs_review.py",
    "test_book_services.py",
    "test_florentine_game_analyse.py",
    "test_pages.py",
    "test_endgame_turns.py",
    "test_corpus.py",
    "test_review_browser.py",
    "test_florentine_draw_analyse.py",
    "test_review_florentine.py",
    "test_page_fill.py",
    "test_page_fill_explained.py",
    "test_florentine_solver.py",
    "test_worksheet_ages.py",
    "test_one_engine.py",
    "test_analyse.py",
    "test_florentine_expert.py",
    "test_hint_ties.py",
    "test_hostile_input.py",
    "test_lines.py",
    "test_output.py",
    "test_large_print.py",
    "test_worksheet_codes.py",
    "test_room_replay.py",
    "test_worksheet_folders.py",
    "test_worksheet_players.py",
    "test_play_words.py",
    "test_position.py",
    "test_book_keys.py",
    "test_answer_text.py",
    "test_endgame.py",
    "test_worksheet_paper.py",
    "test_bot_hostile.py",
    "test_generate_lines.py",
    "test_book.py",
)
